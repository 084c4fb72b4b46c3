/** Plain words for a failed workspace or project action; never the raw error. */
import { firebaseErrorCode } from './errors';

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
};

export function describeActionError(error: unknown, fallback = 'Something went wrong. Try again.') {
  const code = firebaseErrorCode(error);
  if (code === 'functions/failed-precondition' && error instanceof Error && error.message) {
    // The callables explain preconditions in plain words (e.g. "transfer ownership first").
    return error.message;
  }
  return (code && REASONS[code]) || fallback;
}
