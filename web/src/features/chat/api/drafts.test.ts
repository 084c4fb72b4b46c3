import type { Event } from 'stream-chat';
import { draftsReducer, isOwnDraftEcho } from './drafts';

function draftEvent(
  type: 'draft.updated' | 'draft.deleted',
  cid: string,
  text: string,
  parent?: string,
) {
  return {
    type,
    draft: {
      channel_cid: cid,
      created_at: '2026-11-25T09:00:00.000Z',
      message: { id: 'd1', text },
      ...(parent ? { parent_id: parent } : {}),
    },
  } as unknown as Event;
}

describe('draftsReducer', () => {
  it('keeps the latest channel draft text per channel and drops it when deleted', () => {
    let drafts = draftsReducer({}, draftEvent('draft.updated', 'messaging:a', 'hel'));
    drafts = draftsReducer(drafts, draftEvent('draft.updated', 'messaging:a', 'hello'));
    expect(drafts).toEqual({ 'messaging:a': 'hello' });
    expect(draftsReducer(drafts, draftEvent('draft.deleted', 'messaging:a', 'hello'))).toEqual({});
  });

  it('answers the same object when nothing changed, so the list does not draw again', () => {
    const drafts = { 'messaging:a': 'hello' };
    expect(draftsReducer(drafts, draftEvent('draft.updated', 'messaging:a', 'hello'))).toBe(drafts);
    expect(draftsReducer(drafts, draftEvent('draft.deleted', 'messaging:b', 'gone'))).toBe(drafts);
  });

  it('leaves thread drafts out of the list', () => {
    expect(draftsReducer({}, draftEvent('draft.updated', 'messaging:a', 'reply', 'm1'))).toEqual(
      {},
    );
  });
});

describe('isOwnDraftEcho', () => {
  it("recognises the composer's own saved draft by its message id, and nothing else", () => {
    const draft = { channel_cid: 'messaging:a', message: { id: 'composer-1', text: 'half' } };
    expect(isOwnDraftEcho('composer-1', draft)).toBe(true);
    expect(isOwnDraftEcho('composer-2', draft)).toBe(false);
    // An edited message or an empty reset is not a draft.
    expect(isOwnDraftEcho('composer-1', { id: 'composer-1', text: 'sent' })).toBe(false);
    expect(isOwnDraftEcho('composer-1', undefined)).toBe(false);
  });
});
