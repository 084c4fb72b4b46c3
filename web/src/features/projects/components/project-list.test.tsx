/**
 * ProjectListView renders from props; the writes are spies and the lead picker reads the fake
 * Firestore, so no Firebase app is created.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ProjectStatus } from '@crewspace/common/models';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import type { Project } from '../api/projects';
import { buildMember } from '@/testing/builders';
import { createFakeFirestore, type FakeFirestore } from '@/testing/fake-firestore';
import { TestFirebaseProviders, testFirestore } from '@/testing/firebase';
import { memberPageQuery, type Member } from '@/features/workspaces/api/members';
import { ProjectListView, type ProjectActions } from './project-list';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);

let store: FakeFirestore;

function buildProject(overrides: Partial<Project> & { id: string }): Project {
  return {
    workspaceId: 'ws1',
    name: overrides.id,
    description: '',
    status: 'active',
    color: '#4338ca',
    emoji: '',
    leadId: null,
    dueDate: null,
    createdBy: 'u1',
    updatedBy: 'u1',
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

const projects = [
  buildProject({ id: 'p1', name: 'Mine', createdBy: 'me', updatedAt: new Date('2026-01-02') }),
  buildProject({
    id: 'p2',
    name: 'Theirs',
    createdBy: 'other',
    status: 'done',
    updatedAt: new Date('2026-01-03'),
  }),
];

function actions(): ProjectActions {
  return {
    create: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    archive: vi.fn(async () => undefined),
    unarchive: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
  };
}

function listView(
  role: WorkspaceRole,
  spies: ProjectActions,
  onStatusChange: (status: ProjectStatus | null) => void,
  listed: Project[],
) {
  return (
    <TestFirebaseProviders>
      <MemoryRouter>
        <ProjectListView
          projects={listed}
          role={role}
          uid="me"
          workspaceId="ws1"
          leadNames={new Map([['me', 'Me']])}
          status={null}
          onStatusChange={onStatusChange}
          actions={spies}
        />
      </MemoryRouter>
    </TestFirebaseProviders>
  );
}

function renderList(
  role: WorkspaceRole,
  spies = actions(),
  onStatusChange = vi.fn(),
  listed: Project[] = projects,
) {
  store = createFakeFirestore();
  render(listView(role, spies, onStatusChange, listed));
  return spies;
}

/** Answers every member query open (the lead's name, who changed a project) with `members`. */
function answerMemberQueries(members: Member[]) {
  act(() => store.queriesOn('members').forEach((listener) => listener.next(members)));
}

function row(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

describe('ProjectListView', () => {
  it('shows a viewer the projects but no create, edit, archive or delete controls', () => {
    renderList('viewer');
    expect(screen.getByRole('link', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
    for (const name of ['Mine', 'Theirs']) {
      expect(row(name).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('lets a member edit every project but delete only their own', () => {
    renderList('member');
    expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
    expect(row('Mine').getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(row('Mine').getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(row('Theirs').getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(row('Theirs').queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets an admin delete someone else’s project after confirming', async () => {
    const spies = renderList('admin');
    await userEvent.click(row('Theirs').getByRole('button', { name: 'Delete' }));
    expect(spies.remove).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog', { name: 'Delete project?' });
    expect(question).toHaveTextContent('Theirs');
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete project' }));
    expect(spies.remove).toHaveBeenCalledWith('p2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('archives an active project and brings an archived one back', async () => {
    const spies = renderList('member', actions(), vi.fn(), [
      ...projects,
      buildProject({ id: 'p3', name: 'Old', createdBy: 'me', status: 'archived' }),
    ]);
    expect(row('Old').queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await userEvent.click(row('Old').getByRole('button', { name: 'Unarchive' }));
    expect(spies.unarchive).toHaveBeenCalledWith('p3');
    expect(row('Mine').queryByRole('button', { name: 'Unarchive' })).not.toBeInTheDocument();
    await userEvent.click(row('Mine').getByRole('button', { name: 'Archive' }));
    expect(spies.archive).toHaveBeenCalledWith('p1');
  });

  it('sorts by name when asked', async () => {
    renderList('member');
    const names = () =>
      within(screen.getByRole('list', { name: 'Projects' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toEqual(['Theirs', 'Mine']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    expect(names()).toEqual(['Mine', 'Theirs']);
  });

  it('reports the status filter', async () => {
    const onStatusChange = vi.fn();
    renderList('member', actions(), onStatusChange);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    expect(onStatusChange).toHaveBeenCalledWith('done');
  });

  it('moves focus into the new-project form and back to its button when it closes', async () => {
    renderList('member');
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'New project' })).toHaveFocus();
  });

  it('creates a project from the form and refuses an empty name', async () => {
    const spies = renderList('member');
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(screen.getByText('Give the project a name.')).toBeInTheDocument();
    expect(spies.create).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), 'Launch');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(spies.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Launch', status: 'active' }),
    );
  });

  it('says the name limit of 120 as the person types, and cuts nothing', async () => {
    const spies = renderList('member');
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    const name = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.type(name, 'a'.repeat(95));
    expect(screen.queryByText(/of 120 characters/)).not.toBeInTheDocument();
    await userEvent.type(name, 'a');
    expect(name).toHaveAccessibleDescription('96 of 120 characters');
    // A paste past the limit is kept whole and counted, not cut mid-word.
    await userEvent.click(name);
    await userEvent.paste(' and thirty more characters!');
    expect(name).toHaveValue(`${'a'.repeat(96)} and thirty more characters!`);
    expect(name).toHaveAccessibleDescription('124 of 120 characters: 4 too many');
    expect(name).toBeInvalid();
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(screen.getByText('Use at most 120 characters.')).toBeInTheDocument();
    expect(spies.create).not.toHaveBeenCalled();
  });

  it('picks the lead among the members by name', async () => {
    const spies = renderList('member');
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), 'Launch');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a person to add' }), 'Ol');
    const search = await vi.waitFor(() =>
      store.query(
        memberPageQuery(testFirestore(), 'ws1', {
          names: { start: 'ol', end: 'ol\uf8ff' },
          after: null,
          until: null,
          max: 10,
        }),
      ),
    );
    act(() => search.next([buildMember({ uid: 'olive', displayName: 'Olive' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Olive' }));
    answerMemberQueries([buildMember({ uid: 'olive', displayName: 'Olive' })]);
    expect(
      within(screen.getByRole('list', { name: 'Lead: chosen' })).getByText('Olive'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(spies.create).toHaveBeenCalledWith(expect.objectContaining({ leadId: 'olive' }));
  });

  it('says who changed a project while it is edited, and asks before replacing their change', async () => {
    const spies = actions();
    store = createFakeFirestore();
    const view = (listed: Project[]) => listView('member', spies, vi.fn(), listed);
    const { rerender } = render(view(projects));
    await userEvent.click(row('Theirs').getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ours now');
    await userEvent.type(screen.getByRole('textbox', { name: 'Emoji' }), '🚀');
    // Meanwhile Olive renames it and gives it a due date.
    const theirs = projects[1]!;
    rerender(
      view([
        projects[0]!,
        { ...theirs, name: 'Olive’s name', dueDate: new Date(2026, 2, 9), updatedBy: 'olive' },
      ]),
    );
    answerMemberQueries([buildMember({ uid: 'olive', displayName: 'Olive' })]);
    expect(
      screen.getByText('Olive changed this project while you were editing').closest('[role]'),
    ).toHaveTextContent('Changed: Project name, Due date.');
    await userEvent.click(screen.getByRole('button', { name: 'Save project' }));
    const ask = screen.getByRole('alertdialog', { name: 'Replace Olive’s changes?' });
    expect(ask).toHaveTextContent('Project name');
    expect(ask).not.toHaveTextContent('Due date');
    expect(spies.update).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Save mine' }));
    // Only what the form changed: her due date stays.
    expect(spies.update).toHaveBeenCalledWith('p2', { name: 'Ours now', emoji: '🚀' });
  });

  it('saves at once what nobody else changed, and says nothing of the user’s own edits', async () => {
    const spies = renderList('member', actions(), vi.fn(), [
      buildProject({ id: 'p3', name: 'Solo', createdBy: 'me', updatedBy: 'me' }),
    ]);
    await userEvent.click(row('Solo').getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Emoji' }), '🚀');
    await userEvent.click(screen.getByRole('button', { name: 'Save project' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/while you were editing/)).not.toBeInTheDocument();
    expect(spies.update).toHaveBeenCalledWith('p3', { emoji: '🚀' });
  });

  it('refuses to save a lead who is no longer a member (the rules would)', async () => {
    const spies = renderList('member', actions(), vi.fn(), [
      buildProject({ id: 'p3', name: 'Led', createdBy: 'me', leadId: 'gone' }),
    ]);
    await userEvent.click(row('Led').getByRole('button', { name: 'Edit' }));
    answerMemberQueries([]);
    expect(screen.getByText('A former member')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lead is no longer a member. Remove them or choose another lead.',
    );
    expect(spies.update).not.toHaveBeenCalled();
  });

  it('shows a plain message when a write is refused', async () => {
    const spies = actions();
    spies.archive = vi.fn(async () => {
      throw Object.assign(new Error('raw'), { code: 'permission-denied' });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderList('member', spies);
    await userEvent.click(row('Mine').getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have the right to do that in this workspace.',
    );
  });
});
