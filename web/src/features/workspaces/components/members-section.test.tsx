/**
 * MembersSection against the fake Firestore: the member pages are listeners the test answers,
 * and the actions are spies.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { buildMember } from '@/testing/builders';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase, testFirestore } from '@/testing/firebase';
import { memberPageQuery, membersByIdQuery, type MemberPageSpec } from '../api/members';
import { MembersSection, type MemberActions } from './members-section';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);

const page = (spec: Partial<MemberPageSpec>) =>
  memberPageQuery(testFirestore(), 'ws1', {
    names: null,
    after: null,
    until: null,
    max: 50,
    ...spec,
  });

const members = [
  buildMember({ uid: 'alice', displayName: 'Alice', role: 'owner' }),
  buildMember({ uid: 'adam', displayName: 'Adam', role: 'admin' }),
  buildMember({ uid: 'bob', displayName: 'Bob', role: 'member' }),
  buildMember({ uid: 'cara', displayName: 'Cara', role: 'viewer' }),
];

function renderAs(uid: string, myRole: WorkspaceRole, shownMember: string | null = null) {
  const store = createFakeFirestore();
  const actions: MemberActions = {
    changeRole: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    transferOwnership: vi.fn(async () => undefined),
  };
  const section = (workspaceId: string) => (
    <MembersSection
      workspaceId={workspaceId}
      ownerId="alice"
      uid={uid}
      myRole={myRole}
      actions={actions}
      shownMember={shownMember}
    />
  );
  const { rerender } = renderWithFirebase(section('ws1'));
  act(() => store.query(page({})).next(members));
  return { actions, store, openWorkspace: (id: string) => rerender(section(id)) };
}

const row = (name: string) => within(screen.getByRole('listitem', { name }));
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('MembersSection', () => {
  it('reads the first page of 50 members by name, not the whole list', () => {
    const { store } = renderAs('bob', 'member');
    expect(store.queriesOn('members')).toEqual([store.query(page({}))]);
  });

  it('shows a plain member the roles but no controls and no reasons', () => {
    renderAs('bob', 'member');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(row('Alice').getByText('Owner')).toBeInTheDocument();
    expect(row('Cara').getByText('Viewer')).toBeInTheDocument();
    expect(screen.queryByText(/cannot change roles/)).not.toBeInTheDocument();
  });

  it('offers an admin only the roles they may give, and says why not for the rest', async () => {
    const { actions } = renderAs('adam', 'admin');
    const bobRole = row('Bob').getByRole('combobox', { name: 'Role of Bob' });
    expect(optionsOf(bobRole)).toEqual(['Member', 'Viewer']);
    expect(optionsOf(row('Cara').getByRole('combobox', { name: 'Role of Cara' }))).toEqual([
      'Viewer',
      'Member',
    ]);
    // The owner: no select, no removal, and the reason.
    expect(row('Alice').queryByRole('combobox')).not.toBeInTheDocument();
    expect(row('Alice').queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(
      row('Alice').getByText(
        "The owner's role changes only when the owner hands the workspace over.",
      ),
    ).toBeInTheDocument();
    // Themselves: a badge, no removal (they leave instead).
    expect(row('Adam').queryByRole('combobox')).not.toBeInTheDocument();
    expect(row('Adam').queryByRole('button')).not.toBeInTheDocument();

    await userEvent.selectOptions(bobRole, 'viewer');
    expect(actions.changeRole).toHaveBeenCalledWith('bob', 'viewer');
    await userEvent.click(row('Bob').getByRole('button', { name: 'Remove' }));
    const removal = within(screen.getByRole('alertdialog', { name: 'Remove member?' }));
    expect(removal.getByText('Bob')).toBeInTheDocument();
    await userEvent.click(removal.getByRole('button', { name: 'Remove member' }));
    expect(actions.remove).toHaveBeenCalledWith('bob');
    expect(screen.queryByRole('button', { name: 'Make owner' })).not.toBeInTheDocument();
  });

  it('gives the owner admin choices, removal of admins and ownership transfer', async () => {
    const { actions } = renderAs('alice', 'owner');
    expect(optionsOf(row('Adam').getByRole('combobox', { name: 'Role of Adam' }))).toEqual([
      'Admin',
      'Member',
      'Viewer',
    ]);
    await userEvent.selectOptions(
      row('Cara').getByRole('combobox', { name: 'Role of Cara' }),
      'admin',
    );
    expect(actions.changeRole).toHaveBeenCalledWith('cara', 'admin');
    expect(row('Adam').getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    await userEvent.click(row('Bob').getByRole('button', { name: 'Make owner' }));
    const transfer = within(screen.getByRole('alertdialog', { name: 'Make owner?' }));
    expect(transfer.getByText('Bob')).toBeInTheDocument();
    await userEvent.click(transfer.getByRole('button', { name: 'Make owner' }));
    expect(actions.transferOwnership).toHaveBeenCalledWith('bob');
    expect(row('Alice').queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches by name prefix once typing pauses, and loads more a page at a time', async () => {
    const { store } = renderAs('alice', 'owner');
    const full = Array.from({ length: 50 }, (_, i) =>
      buildMember({ uid: `u${i}`, displayName: `Ada ${String(i).padStart(2, '0')}` }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), ' Ad');
    const names = { start: 'ad', end: 'ad\uf8ff' };
    const search = await vi.waitFor(() => store.query(page({ names })));
    act(() => search.next(full));
    await userEvent.click(screen.getByRole('button', { name: 'Load more members' }));
    const last = { nameLower: 'ada 49', uid: 'u49' };
    expect(store.queriesOn('members')).toEqual([
      store.query(page({ names, until: last, max: null })),
      store.query(page({ names, after: last })),
    ]);
  });

  it('keeps the last results on screen while a new search loads, marked busy', async () => {
    const { store } = renderAs('alice', 'owner');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'B');
    const search = await vi.waitFor(() =>
      store.query(page({ names: { start: 'b', end: 'b\uf8ff' } })),
    );
    const list = screen.getByRole('list', { name: 'Members' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Loading members…')).not.toBeInTheDocument();

    act(() => search.next([members[2]!]));
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(within(list).getAllByRole('listitem', { name: 'Bob' })).toHaveLength(1);
    expect(within(list).queryByRole('listitem', { name: 'Alice' })).not.toBeInTheDocument();
  });

  it('never shows another workspace’s members while the next one loads', () => {
    const { openWorkspace } = renderAs('alice', 'owner');
    openWorkspace('ws2');
    expect(screen.queryByRole('list', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading members…')).toBeInTheDocument();
  });

  it('shows the member a link names: searched by name, their row marked and focused', async () => {
    const { store } = renderAs('bob', 'member', 'cara');
    const cara = members[3]!;
    act(() => store.query(membersByIdQuery(testFirestore(), 'ws1', ['cara'])).next([cara]));
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('Cara');
    const search = await vi.waitFor(() =>
      store.query(page({ names: { start: 'cara', end: 'cara\uf8ff' } })),
    );
    act(() => search.next([cara]));
    const shown = screen.getByRole('listitem', { name: 'Cara' });
    expect(shown).toHaveAttribute('aria-current', 'true');
    expect(shown).toHaveFocus();
  });
});
