/** A join (accepting an invitation) and a leave, through the callable functions. */
import { INVITATION_LIFETIME_MS } from '@crewspace/common/limits';
import type { InvitationDoc } from '@crewspace/common/models';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';
import { callFunction } from './rest';
import { timed } from './tally';

export async function joinAndLeave(workspaceId: string, joiner: { email: string; token: string }) {
  const db = getFirestore(adminApp());
  const workspace = db.doc(`workspaces/${workspaceId}`);
  const invitation = db.collection('invitations').doc();
  const stored = await workspace.get();
  // From the owner: accepting checks that the inviter may still invite.
  const doc: InvitationDoc<Timestamp> = {
    workspaceId,
    workspaceName: String(stored.get('name')),
    email: joiner.email.toLowerCase(),
    role: 'member',
    invitedBy: String(stored.get('ownerId')),
    invitedByName: 'Scale bench',
    status: 'pending',
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + INVITATION_LIFETIME_MS),
  };
  await invitation.set(doc);
  const before = (await workspace.get()).get('membersCount') as number;
  const join = await timed(() =>
    callFunction(joiner.token, 'respondToInvitation', {
      invitationId: invitation.id,
      accept: true,
    }),
  );
  const joined = await workspace.get();
  if (joined.get('membersCount') !== before + 1) throw new Error('The join was not counted.');
  const leave = await timed(() => callFunction(joiner.token, 'leaveWorkspace', { workspaceId }));
  // The only document of the workspace every join and leave rewrites: its size is the cost.
  const workspaceBytes = Buffer.byteLength(JSON.stringify(joined.data()));
  return { joinMs: join.ms, leaveMs: leave.ms, workspaceBytes };
}
