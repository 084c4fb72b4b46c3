import { chatReducer, initialChatState, nextTypingExpiry } from './chat-store';

describe('the typing expiry (spec: 7 s without a refresh)', () => {
  it('drops a typist 7 s after their last typing.start', () => {
    const started = chatReducer(initialChatState(), {
      type: 'typingStarted',
      cid: 'messaging:d1',
      userId: 'bob',
      name: 'Bob',
      now: 1_000,
    });
    // The spec's number, written out: a changed TYPING_EXPIRY_MS must fail this test.
    expect(nextTypingExpiry(started)).toBe(1_000 + 7_000);
    expect(chatReducer(started, { type: 'typingExpired', now: 7_999 }).typingUsers).toHaveProperty(
      'messaging:d1',
    );
    expect(chatReducer(started, { type: 'typingExpired', now: 8_000 }).typingUsers).toEqual({});
  });
});
