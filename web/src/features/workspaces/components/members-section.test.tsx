/** MembersSection renders from props; its actions are spies. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { MembersSection, type MemberActions } from './members-section';

const members = [
  { uid: 'alice', displayName: 'Alice', photoURL: '' },
  { uid: 'bob', displayName: 'Bob', photoURL: '' },
  { uid: 'cara', displayName: 'Cara', photoURL: '' },
];
const roles: Record<string, WorkspaceRole> = { alice: 'owner', bob: 'member', cara: 'viewer' };

function renderAs(uid: string) {
  const actions: MemberActions = {
    changeRole: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    transferOwnership: vi.fn(async () => undefined),
  };
  render(
    <MembersSection
      members={members}
      ownerId="alice"
      uid={uid}
      myRole={uid === 'alice' ? 'owner' : (roles[uid] ?? null)}
      roles={roles}
      actions={actions}
    />,
  );
  return actions;
}

const member = (name: string) => within(screen.getByRole('listitem', { name }));

describe('MembersSection', () => {
  it('shows a plain member the roles but no controls', () => {
    renderAs('bob');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(member('Alice').getByText('Owner')).toBeInTheDocument();
    expect(member('Cara').getByText('Viewer')).toBeInTheDocument();
  });

  it('lets the owner change roles, remove members and hand over ownership, never for themselves', async () => {
    const actions = renderAs('alice');
    expect(member('Alice').queryByRole('button')).not.toBeInTheDocument();
    await userEvent.selectOptions(
      member('Cara').getByRole('combobox', { name: 'Role of Cara' }),
      'admin',
    );
    expect(actions.changeRole).toHaveBeenCalledWith('cara', 'admin');
    await userEvent.click(member('Bob').getByRole('button', { name: 'Make owner' }));
    await userEvent.click(member('Bob').getByRole('button', { name: 'Confirm: make Bob owner' }));
    expect(actions.transferOwnership).toHaveBeenCalledWith('bob');
    await userEvent.click(member('Bob').getByRole('button', { name: 'Remove' }));
    await userEvent.click(member('Bob').getByRole('button', { name: 'Confirm removal of Bob' }));
    expect(actions.remove).toHaveBeenCalledWith('bob');
  });
});
