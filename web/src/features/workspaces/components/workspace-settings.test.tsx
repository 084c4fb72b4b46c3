/**
 * WorkspaceSettings with the data layer replaced: the fake Firestore records listeners, the
 * workspace writes and callables are spies, so no Firebase app is created.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { buildMember, buildWorkspace } from '@/testing/builders';
import { createFakeFirestore, type FakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase, testFirestore } from '@/testing/firebase';
import { pendingInvitationsQuery } from '../api/invitations';
import { memberPageQuery } from '../api/members';
import { WorkspaceSettings } from './workspace-settings';
import type * as WorkspacesModule from '../api/workspaces';

const callInviteMember = vi.hoisted(() =>
  vi.fn(async (_functions: unknown, _request: unknown) => ({
    invitationId: 'i1',
  })),
);
const callLeaveWorkspace = vi.hoisted(() =>
  vi.fn(async (_functions: unknown, _request: unknown) => ({ ok: true })),
);
const callSetMemberRole = vi.hoisted(() =>
  vi.fn(async (_functions: unknown, _request: unknown) => ({ ok: true })),
);

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);
vi.mock('../api/workspaces', async (importOriginal) => ({
  ...(await importOriginal<typeof WorkspacesModule>()),
  updateWorkspaceSettings: vi.fn(async () => undefined),
}));
vi.mock('../api/workspace-callables', () => ({
  callInviteMember,
  callSetMemberRole,
  callCreateWorkspace: vi.fn(),
  callRespondToInvitation: vi.fn(),
  callRevokeInvitation: vi.fn(async () => ({ ok: true })),
  callDeleteWorkspace: vi.fn(async () => ({ ok: true })),
  callLeaveWorkspace,
  callRemoveWorkspaceMember: vi.fn(async () => ({ ok: true })),
  callTransferOwnership: vi.fn(async () => ({ ok: true })),
}));
// Leaving or deleting forgets the workspace as the remembered one.
vi.mock('../workspace-provider', () => ({ useWorkspace: () => ({ forgetWorkspace: vi.fn() }) }));

let store: FakeFirestore;

function renderSettings(uid: string, myRole: WorkspaceRole, workspace = buildWorkspace()) {
  store = createFakeFirestore();
  renderWithFirebase(
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
    expect(
      screen.getByText(
        'Your role (viewer) cannot change its name or description in this workspace.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Danger zone' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Crew' })).toBeInTheDocument();
  });

  it('asks before leaving, and leaves only once that is confirmed', async () => {
    renderSettings('bob', 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Leave Crew' }));
    const question = within(screen.getByRole('alertdialog', { name: 'Leave workspace?' }));
    expect(question.getByText('Crew')).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    expect(callLeaveWorkspace).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Leave Crew' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave workspace' }));
    await waitFor(() => expect(callLeaveWorkspace).toHaveBeenCalledTimes(1));
    expect(callLeaveWorkspace.mock.calls[0]?.[1]).toEqual({ workspaceId: 'ws1' });
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
    expect(callInviteMember).toHaveBeenCalledWith(expect.anything(), {
      workspaceId: 'ws1',
      email: 'cara@crewspace.test',
      role: 'viewer',
    });
    // Told how long it lasts and that the invitee verifies their address first; the next
    // invitation starts in the emptied field.
    expect(
      await screen.findByText(
        'Invitation sent to cara@crewspace.test. It can be accepted for 14 days. They must verify their email address before accepting.',
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');

    const pending = store.query(pendingInvitationsQuery(testFirestore(), 'ws1', 50));
    act(() =>
      pending.next([
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
      ]),
    );
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
    const page = store.query(
      memberPageQuery(testFirestore(), 'ws1', { names: null, after: null, until: null, max: 50 }),
    );
    act(() =>
      page.next([
        buildMember({ uid: 'alice', displayName: 'Alice', role: 'owner' }),
        buildMember({ uid: 'bob', displayName: 'Bob', role: 'admin' }),
      ]),
    );
    const bob = within(await screen.findByRole('listitem', { name: 'Bob' }));
    await userEvent.selectOptions(bob.getByRole('combobox', { name: 'Role of Bob' }), 'viewer');
    expect(callSetMemberRole).toHaveBeenCalledWith(expect.anything(), {
      workspaceId: 'ws1',
      userId: 'bob',
      role: 'viewer',
    });
  });
});
