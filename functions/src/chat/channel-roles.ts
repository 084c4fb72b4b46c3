/**
 * Channel role changes, made server-side: Stream lets no client change channel roles, so the
 * settings panel asks `POST /api/chat/channel-roles`, which reads the caller's own membership
 * from the chat service (never from the request) and applies `channelRoleChangeRefusal`: owners
 * make and unmake owners, admins change the roles below owner, nobody makes themself an owner,
 * and a channel keeps at least one owner. Workspace channel roles follow the workspace roles and
 * are refused here.
 */
import type { ChangeChannelRoleRequest, ChangeChannelRoleResponse } from '@crewspace/common/api';
import { CHANNEL_TYPE_BY_KIND, channelRoleChangeRefusal } from '@crewspace/common/chat';
import { HttpError } from '../api/http-error';
import { chatUnavailable, findChannel, memberId } from './communities';

const CHANGING = 'changing a channel role';

/** The channel, the caller's and the target's memberships, and whether it has another owner. */
async function loadRoles(
  { channelType, channelId, userId }: ChangeChannelRoleRequest,
  callerId: string,
) {
  try {
    const channel = await findChannel(channelType, channelId);
    if (!channel) return null;
    const [{ members }, { members: owners }] = await Promise.all([
      channel.queryMembers({ id: { $in: [callerId, userId] } }),
      // Two are enough to know whether one owner may step down.
      channel.queryMembers({ channel_role: 'owner' }, [{ created_at: 1 }], { limit: 2 }),
    ]);
    const joined = (id: string) =>
      members.find((member) => memberId(member) === id && member.status !== 'pending');
    return { channel, caller: joined(callerId), target: joined(userId), owners: owners.length };
  } catch (error) {
    throw chatUnavailable(CHANGING, error);
  }
}

export async function changeChannelRole(
  callerId: string,
  request: ChangeChannelRoleRequest,
): Promise<ChangeChannelRoleResponse> {
  const { channelType, channelId, userId, role } = request;
  if (channelType === CHANNEL_TYPE_BY_KIND.Workspace) {
    throw new HttpError(
      403,
      'permission-denied',
      "A workspace channel's roles follow the workspace roles; change them in the workspace.",
    );
  }
  const found = await loadRoles(request, callerId);
  if (!found) throw new HttpError(404, 'not-found', `No ${channelType} channel ${channelId}.`);
  const { channel, caller, target, owners } = found;
  if (!caller) {
    throw new HttpError(403, 'permission-denied', 'You are not a member of this channel.');
  }
  if (!target) throw new HttpError(404, 'not-found', 'This user is not a member of the channel.');
  const refusal = channelRoleChangeRefusal({
    actorRole: caller.channel_role,
    targetRole: target.channel_role,
    nextRole: role,
    self: callerId === userId,
    owners,
  });
  if (refusal?.reason === 'last-owner') {
    throw new HttpError(409, 'failed-precondition', refusal.message);
  }
  if (refusal) throw new HttpError(403, 'permission-denied', refusal.message);
  try {
    await channel.assignRoles([{ user_id: userId, channel_role: role }]);
  } catch (error) {
    throw chatUnavailable(CHANGING, error);
  }
  return { userId, role };
}
