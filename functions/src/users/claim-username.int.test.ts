import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { newAccount } from '../testing/accounts';
import { callCallable } from '../testing/emulators';

function status(answer: { json: unknown }) {
  return (answer.json as { error?: { status: string } }).error?.status;
}

describe('claimUsername callable', () => {
  it('reserves a name case-insensitively and releases the old one on change', async () => {
    const first = await newAccount('first');
    const second = await newAccount('second');
    const name = `Crew_${Date.now()}`;

    const claimed = await callCallable('claimUsername', { username: name }, first.idToken);
    expect(claimed.json).toEqual({ result: { username: name } });
    // Anyone reads this record (availability): it names no holder.
    expect((await db.collection('usernames').doc(name.toLowerCase()).get()).data()).toEqual({
      display: name,
    });
    // Claiming it again is the holder's own name, not a taken one.
    expect((await callCallable('claimUsername', { username: name }, first.idToken)).json).toEqual({
      result: { username: name },
    });

    const taken = await callCallable(
      'claimUsername',
      { username: name.toUpperCase() },
      second.idToken,
    );
    expect(status(taken)).toBe('ALREADY_EXISTS');

    await callCallable('claimUsername', { username: `${name}-2` }, first.idToken);
    expect((await db.collection('usernames').doc(name.toLowerCase()).get()).exists).toBe(false);
    expect((await db.collection('users').doc(first.uid).get()).get('username')).toBe(
      `${name}-2`.toLowerCase(),
    );
  });

  it('refuses invalid names and signed-out callers', async () => {
    const account = await newAccount('invalid');
    expect(status(await callCallable('claimUsername', { username: 'a b' }, account.idToken))).toBe(
      'INVALID_ARGUMENT',
    );
    expect(status(await callCallable('claimUsername', { username: 'ok-name' }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
