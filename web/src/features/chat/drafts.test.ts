import type { Event } from 'stream-chat';
import { draftsReducer } from './drafts';

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

  it('leaves thread drafts out of the list', () => {
    expect(draftsReducer({}, draftEvent('draft.updated', 'messaging:a', 'reply', 'm1'))).toEqual(
      {},
    );
  });
});
