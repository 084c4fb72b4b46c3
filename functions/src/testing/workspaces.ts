/** Workspaces for integration tests, made and read the way the app does. */
import { db } from '../lib/firebase';
import { callOk, type TestAccount } from './emulators';

/** A shared workspace owned by `owner`, created through the createWorkspace callable. */
export async function teamWorkspace(owner: TestAccount, name = `Team ${Date.now()}`) {
  const { workspaceId } = await callOk('createWorkspace', { name }, owner);
  return { id: workspaceId as string, name };
}

export async function workspaceData(id: string) {
  return (await db.collection('workspaces').doc(id).get()).data();
}

/** The workspace's members as {uid: role}. */
export async function memberRoles(workspaceId: string): Promise<Record<string, string>> {
  const members = await db.collection('workspaces').doc(workspaceId).collection('members').get();
  return Object.fromEntries(members.docs.map((member) => [member.id, String(member.get('role'))]));
}

export async function inviteAndAccept(
  inviter: TestAccount,
  invitee: TestAccount,
  workspaceId: string,
  role = 'member',
): Promise<void> {
  const { invitationId } = await callOk(
    'inviteMember',
    { workspaceId, email: invitee.email, role },
    inviter,
  );
  await callOk('respondToInvitation', { invitationId, accept: true }, invitee);
}

/** The status of a callable's error answer (`PERMISSION_DENIED`, ...). */
export function errorStatus(answer: { json: unknown }): string | undefined {
  return (answer.json as { error?: { status: string } }).error?.status;
}

/** The message of a callable's error answer. */
export function errorMessage(answer: { json: unknown }): string | undefined {
  return (answer.json as { error?: { message: string } }).error?.message;
}
