/** Plain words for a failed workspace or project action; never the raw error. */
import { ApiError, firebaseErrorCode } from './errors';

const REASONS: Record<string, string> = {
  'permission-denied': 'You do not have the right to do that in this workspace.',
  'functions/permission-denied': 'You do not have the right to do that in this workspace.',
  'functions/failed-precondition': 'That cannot be done in this workspace right now.',
  'functions/invalid-argument': 'Some of the details were not accepted. Check them and try again.',
  'functions/already-exists': 'That has already been done.',
  'functions/not-found': 'It no longer exists.',
  'not-found': 'It no longer exists.',
  unavailable: 'Could not reach the server. Check your connection.',
  'functions/unavailable': 'Could not reach the server. Check your connection.',
  'functions/resource-exhausted':
    'Too many requests from this account. Wait a minute and try again.',
};

/**
 * Callable errors whose message our functions write for the user ("x@y.z is already a member.",
 * "transfer ownership first", a limit reached and when to try again); other codes (internal,
 * unavailable, ...) carry the SDK's words.
 */
const SERVER_WORDED = new Set([
  'functions/failed-precondition',
  'functions/resource-exhausted',
  'functions/already-exists',
  'functions/invalid-argument',
  'functions/not-found',
  'functions/permission-denied',
]);

export function describeActionError(error: unknown, fallback = 'Something went wrong. Try again.') {
  // Our /api words its refusals (4xx, a 429 with the time to wait included) for the user, like
  // the callables; its 5xx and a failed request say nothing a user can act on.
  if (error instanceof ApiError) {
    if (error.code === 'network') return REASONS.unavailable ?? fallback;
    const status = error.status ?? 500;
    return status >= 400 && status < 500 && error.message.trim() ? error.message : fallback;
  }
  const code = firebaseErrorCode(error);
  const message = error instanceof Error ? error.message.trim() : '';
  // The SDK fills a message-less HttpsError with its code's name ("already-exists").
  const worded = message && message.toLowerCase() !== code?.replace('functions/', '');
  if (code && SERVER_WORDED.has(code) && worded) return message;
  return (code && REASONS[code]) || fallback;
}
