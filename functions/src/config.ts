import { defineSecret, defineString } from 'firebase-functions/params';

export const streamApiKey = defineString('STREAM_API_KEY', {
  description: 'Stream Chat API key (public).',
});

export const streamApiSecret = defineSecret('STREAM_API_SECRET');

export const streamBaseUrl = defineString('STREAM_BASE_URL', {
  description: 'Optional Stream API base URL; points the server SDK at the local chat emulator.',
  default: '',
});

/**
 * Member documents a fan-out step updates (a batch holds at most 500 writes). A plain environment
 * variable, not a param, so nothing prompts for it: `npm run test:functions` sets a small page
 * (`--env FANOUT_PAGE_SIZE=20`) so a test covers several pages with few members; everything else,
 * the browser tests and the scale bench included, runs production's 400.
 */
export function fanoutPageSize(): number {
  const configured = Number(process.env.FANOUT_PAGE_SIZE);
  return Number.isInteger(configured) && configured > 0 ? Math.min(configured, 500) : 400;
}
