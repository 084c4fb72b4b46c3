/**
 * WorkspaceSettings with the data layer replaced: the fake Firestore records listeners, the
 * workspace writes and callables are spies, so no Firebase app is created.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { buildMember, buildWorkspace } from '../../../testing/builders';
import { createFakeFirestore } from '../../../testing/fake-firestore';
import { WorkspaceSettings } from './workspace-settings';

const fake = vi.hoisted(() => ({ store: null as ReturnType<typeof createFakeFirestore> | null }));
const callInviteMember = vi.hoisted(() =>
  vi.fn(async (_request: unknown) => ({ invitationId: 'i1', delivered: true })),
);
const callSetMemberRole = vi.hoisted(() => vi.fn(async (_request: unknown) => ({ ok: true })));

vi.mock('../../../lib/firebase/firestore', () => ({
  listenToDoc: (...args: Parameters<ReturnType<typeof createFakeFirestore>['listenToDoc']>) =>
    fake.store!.listenToDoc(...args),
  listenToQuery: (...args: Parameters<ReturnType<typeof createFakeFirestore>['listenToQuery']>) =>
    fake.store!.listenToQuery(...args),
}));
vi.mock('../../../lib/firebase/workspace-data', async () => ({
  ...(await import('../../../testing/fake-firestore')).fakeWorkspaceRefs,
  updateWorkspaceSettings: vi.fn(async () => undefined),
}));
vi.mock(
  '../../../lib/firebase/members-data',
  async () => (await import('../../../testing/fake-firestore')).fakeMemberRefs,
);
vi.mock('../../../lib/firebase/workspace-functions', () => ({
  callInviteMember,
  callSetMemberRole,
  callDeleteWorkspace: vi.fn(async () => ({ ok: true })),
  callLeaveWorkspace: vi.fn(async () => ({ ok: true })),
  callRemoveWorkspaceMember: vi.fn(async () => ({ ok: true })),
  callTransferOwnership: vi.fn(async () => ({ ok: true })),
}));

function renderSettings(uid: string, myRole: WorkspaceRole, workspace = buildWorkspace()) {
  fake.store = createFakeFirestore();
  render(
    <MemoryRouter>
      <WorkspaceSettings workspace={workspace} uid={uid} myRole={myRole} />
    </MemoryRouter>,
  );
}

describe('WorkspaceSettings', () => {
  it('gives a viewer read-only settings, no invitations or danger zone, and a way to leave', () => {
    renderSettings('bob', 'viewer');
    expect(screen.getByRole('textbox', { name: 'Workspace name' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Danger zone' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Crew' })).toBeInTheDocument();
  });

  it('gives the owner invitations and the danger zone, but no leave button', () => {
    renderSettings('alice', 'owner');
    expect(screen.getByRole('heading', { name: 'Invite people' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Danger zone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Crew' })).not.toBeInTheDocument();
  });

  it('hides the danger zone of the default workspace', () => {
    renderSettings('alice', 'owner', buildWorkspace({ isDefault: true }));
    expect(screen.queryByRole('heading', { name: 'Danger zone' })).not.toBeInTheDocument();
  });

  it('invites by email with a role and lists pending invitations', async () => {
    renderSettings('alice', 'owner');
    const form = within(screen.getByRole('form', { name: 'Invite a member' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), ' Cara@Crewspace.test ');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'viewer');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(callInviteMember).toHaveBeenCalledWith({
      workspaceId: 'ws1',
      email: 'cara@crewspace.test',
      role: 'viewer',
    });
    expect(await screen.findByText('Invitation sent to cara@crewspace.test.')).toBeInTheDocument();

    const [pending] = fake.store!.open('pendingInvitations');
    pending!.next([
      {
        id: 'i1',
        workspaceId: 'ws1',
        workspaceName: 'Crew',
        email: 'cara@crewspace.test',
        role: 'viewer',
        invitedBy: 'alice',
        invitedByName: 'Alice',
        status: 'pending',
        createdAt: null,
      },
    ]);
    const list = within(await screen.findByRole('list', { name: 'Pending invitations' }));
    expect(list.getByText('cara@crewspace.test')).toBeInTheDocument();
  });

  it('offers an admin only member and viewer in invitations (the owner alone makes admins)', () => {
    renderSettings('adam', 'admin');
    const form = within(screen.getByRole('form', { name: 'Invite a member' }));
    const options = form.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Member', 'Viewer']);
  });

  it('shows members from their member documents and changes roles through setMemberRole', async () => {
    renderSettings('alice', 'owner');
    expect(screen.getByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
    const [page] = fake.store!.open('memberPage');
    act(() =>
      page!.next([
        buildMember({ uid: 'alice', displayName: 'Alice', role: 'owner' }),
        buildMember({ uid: 'bob', displayName: 'Bob', role: 'admin' }),
      ]),
    );
    const bob = within(await screen.findByRole('listitem', { name: 'Bob' }));
    await userEvent.selectOptions(bob.getByRole('combobox', { name: 'Role of Bob' }), 'viewer');
    expect(callSetMemberRole).toHaveBeenCalledWith({
      workspaceId: 'ws1',
      userId: 'bob',
      role: 'viewer',
    });
  });
});
