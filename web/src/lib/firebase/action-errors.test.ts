import { describe, expect, it } from 'vitest';
import { describeActionError } from './action-errors';
import { ApiError } from './errors';

function callableError(code: string, message: string) {
  return Object.assign(new Error(message), { code });
}

describe('describeActionError', () => {
  it("shows what the server said for a refusal it words (the invite's 'already a member')", () => {
    const error = callableError('functions/already-exists', 'ana@example.com is already a member.');
    expect(describeActionError(error)).toBe('ana@example.com is already a member.');
    const precondition = callableError(
      'functions/failed-precondition',
      'Transfer ownership first.',
    );
    expect(describeActionError(precondition)).toBe('Transfer ownership first.');
  });

  it('shows a limit the server reached, with its number and when to try again', () => {
    const owned = callableError(
      'functions/resource-exhausted',
      'You own 10 workspaces, the most one account may own. Delete one or hand it over to create another.',
    );
    expect(describeActionError(owned)).toMatch(/^You own 10 workspaces/);
    const busy = callableError(
      'functions/resource-exhausted',
      'Too many requests from this account. Try again in 42 seconds.',
    );
    expect(describeActionError(busy)).toBe(
      'Too many requests from this account. Try again in 42 seconds.',
    );
    expect(describeActionError(callableError('functions/resource-exhausted', ''))).toBe(
      'Too many requests from this account. Wait a minute and try again.',
    );
    const api = new ApiError(
      'http',
      'Too many requests from this account. Try again in 7 seconds.',
      429,
    );
    expect(describeActionError(api)).toBe(
      'Too many requests from this account. Try again in 7 seconds.',
    );
  });

  it('uses plain words when the server sent only the code name', () => {
    expect(describeActionError(callableError('functions/already-exists', 'already-exists'))).toBe(
      'That has already been done.',
    );
    expect(describeActionError(callableError('functions/not-found', ''))).toBe(
      'It no longer exists.',
    );
  });

  it('never shows the words of an internal error or of a Firestore refusal', () => {
    expect(
      describeActionError(callableError('functions/internal', 'TypeError: x is undefined')),
    ).toBe('Something went wrong. Try again.');
    expect(
      describeActionError(
        callableError('permission-denied', 'Missing or insufficient permissions.'),
      ),
    ).toBe('You do not have the right to do that in this workspace.');
  });

  it("shows our API's words for a refusal (4xx), plain words for its failures", () => {
    expect(
      describeActionError(new ApiError('http', 'This user has no pending join request.', 409)),
    ).toBe('This user has no pending join request.');
    expect(
      describeActionError(new ApiError('http', 'Internal error', 500), 'Could not accept.'),
    ).toBe('Could not accept.');
    expect(describeActionError(new ApiError('network', 'Could not reach /api/x', null))).toBe(
      'Could not reach the server. Check your connection.',
    );
  });
});
