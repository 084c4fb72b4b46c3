/**
 * Finds and repairs drift between each workspace's member documents and its chat `team` channel:
 * an active member missing from the channel or holding another channel role than their workspace
 * role gives, and anyone in the channel who is not an active member. The member trigger keeps
 * the two equal and retries; this catches what it could not (a chat call that kept failing, a
 * change made in the chat service by hand). Each fix goes through the trigger's own
 * syncWorkspaceChannelMember, which reads the current state, so running it while triggers run,
 * or twice, is safe. The scheduled reconcileChat function and `npm run reconcile` run it.
 */
import {
  CHANNEL_TYPE_BY_KIND,
  CHAT_SYSTEM_USER_ID,
  channelRoleForWorkspaceRole,
  workspaceChannelId,
} from '@crewspace/common/chat';
import type { WorkspaceDoc } from '@crewspace/common/models';
import { resolveWorkspaceRole } from '@crewspace/common/permissions';
import { FieldPath, type Timestamp } from 'firebase-admin/firestore';
import type { StreamChat } from 'stream-chat';
import {
  syncWorkspaceChannel,
  syncWorkspaceChannelMember,
  type ChannelMemberFix,
} from '../chat/workspace-channel';
import { db } from '../lib/firebase';

export interface ChannelFix {
  workspaceId: string;
  /** The user whose channel membership changed, or null when the channel itself was created. */
  uid: string | null;
  fix: ChannelMemberFix | 'channel-created';
}

export interface ReconcileReport {
  workspacesChecked: number;
  fixes: ChannelFix[];
}

const WORKSPACE_PAGE = 100;
const MEMBER_PAGE = 500;
/** Stream's largest page of channel members. */
const CHANNEL_MEMBER_PAGE = 300;
const STREAM_NOT_FOUND = 16;

/** uid → channel role every active member should hold. */
async function wantedRoles(workspaceId: string, ownerId: string): Promise<Map<string, string>> {
  const wanted = new Map<string, string>();
  const members = db.collection('workspaces').doc(workspaceId).collection('members');
  let after: string | undefined;
  for (;;) {
    let page = members.orderBy(FieldPath.documentId()).limit(MEMBER_PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) {
      const role = resolveWorkspaceRole({ uid: doc.id, ownerId, member: doc.data() });
      if (role) wanted.set(doc.id, channelRoleForWorkspaceRole(role));
    }
    if (snapshot.size < MEMBER_PAGE) return wanted;
    after = snapshot.docs.at(-1)!.id;
  }
}

/**
 * uid → channel role of everyone in the channel, or null when the channel does not exist. Pages
 * by join time (Stream's member queries page by offset only up to a point).
 */
async function channelRoles(
  chat: StreamChat,
  workspaceId: string,
): Promise<Map<string, string> | null> {
  const channel = chat.channel(CHANNEL_TYPE_BY_KIND.Workspace, workspaceChannelId(workspaceId));
  const roles = new Map<string, string>();
  let since: string | undefined;
  for (;;) {
    const filter = since ? { created_at: { $gte: since } } : {};
    let page;
    try {
      page = await channel.queryMembers(filter, { created_at: 1 }, { limit: CHANNEL_MEMBER_PAGE });
    } catch (error) {
      if ((error as { code?: number }).code === STREAM_NOT_FOUND) return null;
      throw error;
    }
    let added = 0;
    for (const member of page.members) {
      const uid = member.user_id ?? member.user?.id;
      if (!uid || roles.has(uid)) continue;
      roles.set(uid, member.channel_role ?? '');
      added += 1;
    }
    const last = page.members.at(-1)?.created_at;
    if (page.members.length < CHANNEL_MEMBER_PAGE || added === 0 || !last) return roles;
    since = last;
  }
}

/** The uids whose channel membership differs from their member document. */
function drift(wanted: Map<string, string>, actual: Map<string, string>): string[] {
  const uids = new Set<string>();
  for (const [uid, role] of wanted) if (actual.get(uid) !== role) uids.add(uid);
  for (const uid of actual.keys()) {
    if (uid !== CHAT_SYSTEM_USER_ID && !wanted.has(uid)) uids.add(uid);
  }
  return [...uids].sort();
}

/**
 * Checks the workspaces named in `only`, or every workspace, and repairs what differs. `chat` is
 * the server client of the chat service to compare with.
 */
export async function reconcileTeamChannels(
  chat: StreamChat,
  only?: readonly string[],
): Promise<ReconcileReport> {
  const report: ReconcileReport = { workspacesChecked: 0, fixes: [] };
  const workspaces = db.collection('workspaces');
  let after: string | undefined;
  for (;;) {
    const snapshot = only
      ? await db.getAll(...only.map((id) => workspaces.doc(id)))
      : (
          await (
            after
              ? workspaces.orderBy(FieldPath.documentId()).startAfter(after)
              : workspaces.orderBy(FieldPath.documentId())
          )
            .limit(WORKSPACE_PAGE)
            .get()
        ).docs;
    for (const workspace of snapshot) {
      if (!workspace.exists) continue;
      report.workspacesChecked += 1;
      const workspaceId = workspace.id;
      const [wanted, actual] = await Promise.all([
        wantedRoles(workspaceId, String(workspace.get('ownerId'))),
        channelRoles(chat, workspaceId),
      ]);
      if (actual === null) {
        const data = workspace.data() as WorkspaceDoc<Timestamp>;
        await syncWorkspaceChannel(workspaceId, undefined, data, chat);
        report.fixes.push({ workspaceId, uid: null, fix: 'channel-created' });
      }
      for (const uid of drift(wanted, actual ?? new Map())) {
        const fix = await syncWorkspaceChannelMember(workspaceId, uid, chat);
        if (fix) report.fixes.push({ workspaceId, uid, fix });
      }
    }
    if (only || snapshot.length < WORKSPACE_PAGE) return report;
    after = snapshot.at(-1)!.id;
  }
}

/** One line per fix, for the scheduled function's log and the script's output. */
export function describeReport(report: ReconcileReport): string {
  const lines = [
    `${report.workspacesChecked} workspaces checked, ${report.fixes.length} fixed.`,
    ...report.fixes.map(({ workspaceId, uid, fix }) =>
      uid ? `  ${workspaceId}: ${uid} ${fix}` : `  ${workspaceId}: ${fix}`,
    ),
  ];
  return lines.join('\n');
}
