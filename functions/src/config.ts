import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const streamApiKey = defineString('STREAM_API_KEY', {
  description: 'Stream Chat API key (public).',
});

export const streamApiSecret = defineSecret('STREAM_API_SECRET');

export const streamBaseUrl = defineString('STREAM_BASE_URL', {
  description: 'Optional Stream API base URL; points the server SDK at the local chat emulator.',
  default: '',
});

export const fanoutPageSize = defineInt('FANOUT_PAGE_SIZE', {
  description:
    'Member documents a fan-out step updates (at most 500, a batch). The test stack uses a small page so a test covers several pages without seeding hundreds of members.',
  default: 400,
});
