/** `queryPolls`: the polls a viewer may see, by filter, newest first unless sorted. */
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords } from '../../lib/filters';
import type { PollRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import type { Viewer } from '../permissions/read-access';
import { canViewPoll } from './poll-access';

function pollField(poll: PollRecord, field: string): unknown {
  switch (field) {
    case 'user_id':
      return poll.created_by_id;
    case 'id':
    case 'name':
    case 'is_closed':
    case 'max_votes_allowed':
    case 'allow_answers':
    case 'allow_user_suggested_options':
    case 'voting_visibility':
    case 'created_at':
    case 'updated_at':
    case 'created_by_id':
      return poll[field];
    default:
      return poll.custom[field];
  }
}

export function queryPolls(
  ctx: EmulatorContext,
  viewer: Viewer,
  query: { filter: Filter; sort: unknown },
): PollRecord[] {
  const matches = compileFilter(query.filter);
  const found = Object.values(ctx.store.state.polls).filter(
    (poll) => canViewPoll(ctx, poll, viewer) && matches((field) => pollField(poll, field)),
  );
  return sortRecords(
    found,
    [
      ...normalizeSort(query.sort),
      { field: 'created_at', direction: -1 },
      { field: 'id', direction: 1 },
    ],
    pollField,
  );
}
