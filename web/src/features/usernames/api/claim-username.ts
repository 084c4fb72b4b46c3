import type { ClaimUsernameRequest, ClaimUsernameResponse } from '@crewspace/common/api';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/firebase/callable';
import { firebaseErrorCode } from '@/lib/firebase/errors';
import { readPendingUsername, savePendingUsername } from '../pending-username';
import { UsernameTakenError } from '../username';

/** Reserves the username through the claimUsername callable. */
export async function claimUsername(functions: Functions, username: string): Promise<string> {
  try {
    const request: ClaimUsernameRequest = { username: username.trim() };
    return (
      await callFunction<ClaimUsernameRequest, ClaimUsernameResponse>(
        functions,
        'claimUsername',
        request,
      )
    ).username;
  } catch (error) {
    if (firebaseErrorCode(error) === 'functions/already-exists') {
      throw new UsernameTakenError(`The username ${username.trim()} is taken.`, { cause: error });
    }
    throw error;
  }
}

const RETRY_MS = 750;
const MAX_TRIES = 20;

/**
 * Claims the pending username right after sign-up. The callable answers failed-precondition
 * until the auth trigger has written users/{uid}, so that one answer is retried.
 */
export async function claimPendingUsername(functions: Functions): Promise<string | null> {
  const pending = readPendingUsername();
  if (!pending) return null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const claimed = await claimUsername(functions, pending);
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
