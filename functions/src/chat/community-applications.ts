/**
 * Join requests on `apply` communities. A request is a pending member (the applicant adds
 * themself; the chat service keeps them pending). An owner, admin or moderator answers it here,
 * not from the browser, so the applicant's product notification is written server-side and only
 * for an answer that really happened.
 */
import type { DecideCommunityApplicationRequest } from '@crewspace/common/api';
import { canManageApplications } from '@crewspace/common/chat';
import type { NotificationType } from '@crewspace/common/models';
import { HttpError } from '../api/http-error';
import { db } from '../lib/firebase';
import { notify } from '../notifications/notify';
import { notificationsAbout, settleNotifications } from '../notifications/settle';
import { joinRequestNotificationId } from './community-join-requests';
import { chatUnavailable, findCommunity, memberId } from './communities';

export type ApplicationOutcome = 'accepted' | 'declined';

const NOTIFICATION_TYPE: Record<ApplicationOutcome, NotificationType> = {
  accepted: 'community-application-accepted',
  declined: 'community-application-declined',
};

/** The notification's stable id: a retried write overwrites instead of duplicating. */
export function applicationNotificationId(channelId: string, userId: string): string {
  return `community-application-${channelId}-${userId}`;
}

const ANSWERING = 'answering a join request';

async function loadCommunity(channelId: string, managerId: string, userId: string) {
  try {
    const channel = await findCommunity(channelId);
    if (!channel) return null;
    const { members } = await channel.queryMembers({ id: { $in: [managerId, userId] } });
    const byId = (id: string) => members.find((member) => memberId(member) === id);
    return { channel, manager: byId(managerId), applicant: byId(userId) };
  } catch (error) {
    throw chatUnavailable(ANSWERING, error);
  }
}

/** Accepts (adds as member) or declines (removes) a pending request, then tells the applicant. */
export async function decideCommunityApplication(
  managerId: string,
  { channelId, userId, accept }: DecideCommunityApplicationRequest,
): Promise<ApplicationOutcome> {
  const found = await loadCommunity(channelId, managerId, userId);
  if (!found) throw new HttpError(404, 'not-found', `No community ${channelId}.`);
  const { channel, manager, applicant } = found;
  const managing = manager?.status !== 'pending' && canManageApplications(manager?.channel_role);
  if (!managing) {
    throw new HttpError(
      403,
      'permission-denied',
      "Only the community's owner, admins and moderators can answer join requests.",
    );
  }
  if (applicant?.status !== 'pending') {
    throw new HttpError(409, 'failed-precondition', 'This user has no pending join request.');
  }
  try {
    if (accept) await channel.addMembers([userId]);
    else await channel.removeMembers([userId]);
  } catch (error) {
    throw chatUnavailable(ANSWERING, error);
  }
  const outcome: ApplicationOutcome = accept ? 'accepted' : 'declined';
  const name = channel.data?.name ?? 'the community';
  await notify(
    {
      userId,
      type: NOTIFICATION_TYPE[outcome],
      title: accept ? `You joined ${name}` : `Your request to join ${name} was declined`,
      body: accept
        ? `Your request to join ${name} was accepted. Open Chat to say hello.`
        : `A moderator of ${name} declined your request to join.`,
      link: '/chat',
      subjectUserId: managerId,
    },
    applicationNotificationId(channelId, userId),
  );
  // Every manager's "asks to join" notice now says how it was answered.
  const [applicantName, managerName] = await Promise.all(
    [userId, managerId].map(async (uid) =>
      String((await db.collection('users').doc(uid).get()).get('displayName') ?? ''),
    ),
  );
  await settleNotifications(
    await notificationsAbout(
      'community-application-received',
      userId,
      joinRequestNotificationId(channelId, userId, ''),
    ),
    {
      title: `${applicantName || 'Someone'} ${accept ? 'joined' : 'was declined from'} ${name}`,
      body: `${managerName || 'A moderator'} ${outcome} the request.`,
    },
  );
  return outcome;
}
