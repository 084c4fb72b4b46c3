/**
 * Two people on one task: the form writes only what it changed, says live what someone else
 * changed meanwhile, and asks before a save replaces their change to the same field.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type * as MembersById from '@/features/workspaces/api/use-members-by-id';
import { buildMember, buildWorkspace } from '@/testing/builders';
import { TestFirebaseProviders } from '@/testing/firebase';
import type { Task } from '../api/tasks';
import { TaskPage } from './task-page';

const live: { task: Task | null } = { task: null };
const update = vi.fn(async () => undefined);

vi.mock('../api/use-tasks', () => ({
  useTask: () => ({ status: 'ready', data: live.task }),
  useTaskActions: () => ({ update, remove: vi.fn() }),
}));
vi.mock('../api/use-time-zone', () => ({ useWorkspaceTimeZone: () => 'UTC' }));
vi.mock('./task-discussion', () => ({ TaskDiscussion: () => null }));
// Every name on the page (the form's "who changed it" included) comes from these members.
vi.mock('@/features/workspaces/api/use-members-by-id', async (importOriginal) => ({
  ...(await importOriginal<typeof MembersById>()),
  useMembersById: () => ({
    status: 'ready',
    byId: new Map([
      ['bob', buildMember({ uid: 'bob', displayName: 'Bob' })],
      ['alice', buildMember({ uid: 'alice', displayName: 'Alice' })],
    ]),
  }),
}));

const start: Task = {
  id: 't1',
  workspaceId: 'ws1',
  title: 'Cut the trailer',
  description: '',
  status: 'todo',
  assignees: [],
  due: null,
  priority: 'none',
  projectId: null,
  checklist: [],
  position: 'a0',
  source: null,
  createdBy: 'bob',
  createdAt: null,
  updatedBy: 'bob',
  updatedAt: null,
  completedAt: null,
};

function page() {
  return (
    <TestFirebaseProviders>
      <MemoryRouter>
        <TaskPage
          workspace={buildWorkspace({ id: 'ws1' })}
          uid="bob"
          role="member"
          taskId="t1"
          projects={[]}
        />
      </MemoryRouter>
    </TestFirebaseProviders>
  );
}

async function editTitle(title: string) {
  live.task = start;
  const user = userEvent.setup();
  const view = render(page());
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const field = within(screen.getByRole('region', { name: 'Edit task' })).getByRole('textbox', {
    name: 'Title',
  });
  await user.clear(field);
  await user.type(field, title);
  return { user, view };
}

describe('editing a task someone else is changing', () => {
  beforeEach(() => update.mockClear());

  it('keeps their change to another field: it writes only the title', async () => {
    const { user, view } = await editTitle('Cut the teaser');
    live.task = { ...start, priority: 'urgent', updatedBy: 'alice' };
    view.rerender(page());
    expect(
      screen.getByText('Alice changed this task while you were editing').closest('[role]'),
    ).toHaveTextContent('Changed: Priority.');
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    expect(update).toHaveBeenCalledWith(live.task, { title: 'Cut the teaser' });
  });

  it('asks before replacing their change to the same field, and saves mine when told to', async () => {
    const { user, view } = await editTitle('Cut the teaser');
    live.task = { ...start, title: 'Cut the long trailer', updatedBy: 'alice' };
    view.rerender(page());
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    const ask = screen.getByRole('alertdialog', { name: 'Replace Alice’s changes?' });
    expect(ask).toHaveTextContent('Title');
    expect(update).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Save mine' }));
    expect(update).toHaveBeenCalledWith(live.task, { title: 'Cut the teaser' });
  });
});
