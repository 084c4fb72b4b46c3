import { STORAGE_KEYS, readStored, writeStored } from '../../../lib/browser-storage';
import { firebaseErrorCode } from '../../../lib/firebase/errors';
import { callClaimUsername } from '../../../lib/firebase/functions';

export class UsernameTakenError extends Error {
  override readonly name = 'UsernameTakenError';
}

/** Reserves the username through the claimUsername callable. */
export async function claimUsername(username: string): Promise<string> {
  try {
    return (await callClaimUsername({ username: username.trim() })).username;
  } catch (error) {
    if (firebaseErrorCode(error) === 'functions/already-exists') {
      throw new UsernameTakenError(`The username ${username.trim()} is taken.`, { cause: error });
    }
    throw error;
  }
}

/** A username picked before sign-up, kept for this tab until the account exists. */
export function readPendingUsername(): string | null {
  return readStored('session', STORAGE_KEYS.pendingUsername);
}

export function savePendingUsername(username: string | null): void {
  writeStored('session', STORAGE_KEYS.pendingUsername, username?.trim() || null);
}

const RETRY_MS = 750;
const MAX_TRIES = 20;

/**
 * Claims the pending username right after sign-up. The callable answers failed-precondition
 * until the auth trigger has written users/{uid}, so that one answer is retried.
 */
export async function claimPendingUsername(): Promise<string | null> {
  const pending = readPendingUsername();
  if (!pending) return null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const claimed = await claimUsername(pending);
      savePendingUsername(null);
      return claimed;
    } catch (error) {
      const settingUp = firebaseErrorCode(error) === 'functions/failed-precondition';
      if (!settingUp || attempt >= MAX_TRIES) {
        if (error instanceof UsernameTakenError) savePendingUsername(null);
        throw error;
      }
      await new Promise((resolve) => window.setTimeout(resolve, RETRY_MS));
    }
  }
}
