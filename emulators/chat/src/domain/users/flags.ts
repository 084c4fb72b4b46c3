/** Flags (`flagMessage`, `flagUser`): stored for moderation, never acted on. */
import { nowIso } from '../../lib/clock';
import { inputError } from '../../lib/errors';
import type { UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';

export function flag(
  ctx: EmulatorContext,
  user: UserRecord,
  target: { target_message_id?: string; target_user_id?: string },
) {
  if (!target.target_message_id && !target.target_user_id) {
    throw inputError('target_message_id or target_user_id is required');
  }
  if (target.target_message_id) ctx.store.requireMessage(target.target_message_id);
  if (target.target_user_id) ctx.store.requireUser(target.target_user_id);
  const record = {
    user_id: user.id,
    target_message_id: target.target_message_id,
    target_user_id: target.target_user_id,
    created_at: nowIso(),
  };
  ctx.store.state.flags.push(record);
  return record;
}
