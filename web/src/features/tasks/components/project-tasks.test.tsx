/**
 * A project's Tasks section against the fake Firestore: it asks the board's four column queries
 * narrowed to the project, lists open tasks before done ones, and offers editors (not viewers) a
 * quick "add a task".
 */
import { taskColumnQuery } from '@crewspace/common/task-queries';
import { TASK_STATUSES, type TaskStatus } from '@crewspace/common/tasks';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { TestFirebaseProviders, testFirestore } from '@/testing/firebase';
import { taskQuery } from '../api/tasks';
import { ProjectTasks } from './project-tasks';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);

function renderSection(role: WorkspaceRole) {
  const store = createFakeFirestore();
  render(
    <TestFirebaseProviders>
      <MemoryRouter>
        <ProjectTasks workspaceId="ws1" projectId="p1" uid="u1" role={role} />
      </MemoryRouter>
    </TestFirebaseProviders>,
  );
  const column = (status: TaskStatus) =>
    store.query(taskQuery(testFirestore(), taskColumnQuery('ws1', status, { projectId: 'p1' })));
  return { store, column };
}

const task = (id: string, status: TaskStatus) => ({
  id,
  workspaceId: 'ws1',
  title: `Task ${id}`,
  status,
  due: null,
  position: 'a0',
});

describe('ProjectTasks', () => {
  it('lists the project’s open tasks first, then the done ones, 25 a column at most', async () => {
    const { column } = renderSection('member');
    expect(taskColumnQuery('ws1', 'todo', { projectId: 'p1' }).limit).toBe(25);
    act(() => {
      column('done').next([task('d', 'done')]);
      column('in-review').next([task('r', 'in-review')]);
      column('in-progress').next([]);
      column('todo').next([task('t', 'todo')]);
    });
    const section = within(screen.getByRole('region', { name: 'Tasks' }));
    const links = await section.findAllByRole('link', { name: /^Task / });
    expect(links.map((link) => link.textContent)).toEqual(['Task t', 'Task r', 'Task d']);
    expect(section.getByRole('textbox', { name: 'Add a task' })).toBeInTheDocument();
  });

  it('offers a viewer no quick add', () => {
    const { column } = renderSection('viewer');
    act(() => {
      for (const status of TASK_STATUSES) column(status).next([]);
    });
    expect(screen.getByText('No tasks in this project yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a task' })).toBeNull();
  });
});
