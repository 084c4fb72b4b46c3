/**
 * Runs a user's action (a write, a callable) with the state every button around it needs: which
 * action is pending, the error in plain words (describeActionError), and no second run while one
 * is pending (a double click, Enter pressed twice).
 */
import { useCallback, useRef, useState } from 'react';
import { describeActionError } from './firebase/action-errors';

export interface ActionState {
  /**
   * Runs `action` unless one is already pending. Resolves true when it succeeded, false when it
   * failed (the error text is set) or was refused because another is pending.
   */
  run(action: () => Promise<unknown>, fallback: string, key?: string): Promise<boolean>;
  /** Whether any action is pending. */
  busy: boolean;
  /** The key of the pending action (`run`'s third argument), to mark the one row busy. */
  pending: string | null;
  /** The last failure in plain words, cleared when the next action starts. */
  error: string | null;
  /** Shows a message found before running anything (a form's validation). */
  setError(message: string | null): void;
}

const DEFAULT_KEY = 'action';

/** Turns a failure into plain words; `fallback` when it says nothing a user can act on. */
export type DescribeError = (error: unknown, fallback: string) => string;

/**
 * `describe` words the failures of another service (chat passes one for its service's error
 * codes); by default Firebase's and our API's (describeActionError).
 */
export function useAction(describe: DescribeError = describeActionError): ActionState {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: two clicks in one frame both see the state before either re-render.
  const running = useRef(false);

  const run = useCallback(
    async (action: () => Promise<unknown>, fallback: string, key = DEFAULT_KEY) => {
      if (running.current) return false;
      running.current = true;
      setPending(key);
      setError(null);
      try {
        await action();
        return true;
      } catch (cause) {
        console.warn(fallback, cause);
        setError(describe(cause, fallback));
        return false;
      } finally {
        running.current = false;
        setPending(null);
      }
    },
    [describe],
  );

  return { run, busy: pending !== null, pending, error, setError };
}
