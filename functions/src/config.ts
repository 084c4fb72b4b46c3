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
 * variable, not a param, so nothing prompts for it: the test stack sets a small page
 * (functions/.env.demo-crewspace-test) so a test covers several pages with few members.
 */
export function fanoutPageSize(): number {
  const configured = Number(process.env.FANOUT_PAGE_SIZE);
  return Number.isInteger(configured) && configured > 0 ? Math.min(configured, 500) : 400;
}
