/**
 * Join requests announced to a community's managers. After asking to join an `apply` community
 * (the stock SDK's self-add, which the chat service keeps pending), the applicant calls
 * `POST /api/chat/community-join-requests` (api/community-join-requests.ts) so the community's
 * owners, admins and moderators get a product notification. The server checks that the request
 * really is pending before writing anything, so nobody can notify managers of a request that
 * does not exist.
 *
 * The API does not make the request itself: Stream has no server-side call that creates a
 * pending member (a server add is a full membership), so the request stays the user's own
 * self-add and this only announces it.
 */
import type {
  AnnounceJoinRequestRequest,
  AnnounceJoinRequestResponse,
} from '@crewspace/common/api';
import { APPLICATION_MANAGER_ROLES, canManageApplications } from '@crewspace/common/chat';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from '../api/http-error';
import { notify } from '../notifications/notify';
import { accountName } from '../users/account-name';
import { chatUnavailable, findCommunity, memberId } from './communities';

/** At most this many managers are notified per request. */
const MAX_MANAGERS = 100;

/** One notification per manager, applicant and community: a repeated call overwrites it. */
export function joinRequestNotificationId(
  channelId: string,
  applicantId: string,
  managerId: string,
): string {
  return `community-join-request-${channelId}-${applicantId}-${managerId}`;
}

async function loadRequest(channelId: string, applicantId: string) {
  try {
    const channel = await findCommunity(channelId);
    if (!channel) return null;
    // Stream filters members by one channel_role at a time ($eq).
    const [{ members: applicants }, ...byRole] = await Promise.all([
      channel.queryMembers({ id: { $in: [applicantId] } }),
      ...APPLICATION_MANAGER_ROLES.map((role) =>
        channel.queryMembers({ channel_role: role }, [{ created_at: 1 }], {
          limit: MAX_MANAGERS,
        }),
      ),
    ]);
    const managers = byRole.flatMap(({ members }) => members).slice(0, MAX_MANAGERS);
    return { channel, applicant: applicants[0], managers };
  } catch (error) {
    throw chatUnavailable('announcing a join request', error);
  }
}

/** Notifies the managers of `channelId` that the caller's join request is waiting. */
export async function announceJoinRequest(
  caller: DecodedIdToken,
  { channelId }: AnnounceJoinRequestRequest,
): Promise<AnnounceJoinRequestResponse> {
  const found = await loadRequest(channelId, caller.uid);
  if (!found) throw new HttpError(404, 'not-found', `No community ${channelId}.`);
  const { channel, applicant, managers } = found;
  if (channel.data?.privacy !== 'apply') {
    throw new HttpError(409, 'failed-precondition', 'This community does not take join requests.');
  }
  if (applicant?.status !== 'pending') {
    throw new HttpError(
      409,
      'failed-precondition',
      'You have no pending request to join this community.',
    );
  }
  const recipients = managers.filter(
    (member) =>
      member.status !== 'pending' &&
      canManageApplications(member.channel_role) &&
      memberId(member) &&
      memberId(member) !== caller.uid,
  );
  const community = channel.data?.name ?? 'your community';
  // The account's name: the chat user's is whatever the applicant's client last said.
  const who = (await accountName(caller.uid)) || 'Someone';
  await Promise.all(
    recipients.map((manager) =>
      notify(
        {
          userId: memberId(manager),
          type: 'community-application-received',
          title: `${who} asks to join ${community}`,
          body: `Open ${community} in Chat and its channel settings to accept or decline.`,
          link: '/chat',
          subjectUserId: caller.uid,
        },
        joinRequestNotificationId(channelId, caller.uid, memberId(manager)),
      ),
    ),
  );
  return { notified: recipients.length };
}
