import { describe, expect, it } from 'vitest';
import { errorKind } from './errors';

function withCode(name: string, message: string, code: unknown): Error {
  return Object.assign(new Error(message), { name, code });
}

describe('errorKind', () => {
  it('names Firestore errors by their code', () => {
    expect(
      errorKind(
        withCode('FirebaseError', 'Missing or insufficient permissions.', 'permission-denied'),
      ),
    ).toBe('firestore permission-denied');
    expect(
      errorKind(withCode('FirebaseError', 'Too many attempts', 'auth/too-many-requests')),
    ).toBe('auth/too-many-requests');
  });

  it('names chat errors by the chat service’s code', () => {
    expect(
      errorKind(
        new Error('StreamChat error code 9: SendMessage failed with error: "Too many requests"'),
      ),
    ).toBe('chat 9');
  });

  it('groups timeouts, and keeps the first line of anything else', () => {
    expect(errorKind(new Error('timeout of 10000ms exceeded'))).toBe('timeout');
    expect(errorKind(new Error('No message to answer yet.\nat …'))).toBe(
      'No message to answer yet.',
    );
    expect(errorKind('oops')).toBe('thrown string');
  });
});
