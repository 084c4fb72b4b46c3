import { defineSecret, defineString } from 'firebase-functions/params';

export const streamApiKey = defineString('STREAM_API_KEY', {
  description: 'Stream Chat API key (public).',
});

export const streamApiSecret = defineSecret('STREAM_API_SECRET');

export const streamBaseUrl = defineString('STREAM_BASE_URL', {
  description: 'Optional Stream API base URL; points the server SDK at the local chat emulator.',
  default: '',
});
