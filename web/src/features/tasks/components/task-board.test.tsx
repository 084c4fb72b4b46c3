/**
 * The board with its columns given: a card moved from the keyboard (picked up, moved across
 * columns, dropped) asks for one write with its new column and key, each step announced; Escape
 * puts it back; a viewer gets no move controls; a late card says so.
 */
import type { TaskStatus } from '@crewspace/common/tasks';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { TaskColumn } from '../api/use-tasks';
import type { Task } from '../api/tasks';
import { TaskBoard, type TaskBoardProps } from './task-board';

const NOW = new Date('2026-03-06T12:00:00Z');

function task(id: string, status: TaskStatus, position: string, extra: Partial<Task> = {}): Task {
  return {
    id,
    workspaceId: 'ws1',
    title: `Task ${id}`,
    description: '',
    status,
    assignees: [],
    due: null,
    priority: 'none',
    projectId: null,
    checklist: [],
    position,
    source: null,
    createdBy: 'alice',
    createdAt: null,
    updatedBy: 'alice',
    updatedAt: null,
    completedAt: null,
    ...extra,
  };
}

function columnsOf(tasks: Task[]): TaskColumn[] {
  return (['todo', 'in-progress', 'in-review', 'done'] as const).map((status) => ({
    status,
    state: { status: 'ready', data: tasks.filter((each) => each.status === status) },
    hasMore: false,
    showMore: () => undefined,
  }));
}

const tasks = [
  task('one', 'todo', 'a0'),
  task('two', 'todo', 'a1', {
    due: '2026-03-02',
    checklist: [
      { id: 'c1', text: 'Draft', done: true },
      { id: 'c2', text: 'Send', done: false },
    ],
  }),
  task('three', 'in-review', 'a0'),
];

function renderBoard(canEdit: boolean, onMove = vi.fn()) {
  render(
    <MemoryRouter>
      <TaskBoard
        workspaceId="ws1"
        columns={columnsOf(tasks)}
        members={{ status: 'ready', byId: new Map() }}
        canEdit={canEdit}
        now={NOW}
        timeZone="UTC"
        onMove={onMove}
      />
    </MemoryRouter>,
  );
  return onMove;
}

describe('TaskBoard', () => {
  it('moves a card across columns from the keyboard and announces each step', async () => {
    const user = userEvent.setup();
    const onMove = renderBoard(true);
    screen.getByRole('button', { name: 'Move “Task one”' }).focus();
    await user.keyboard(' ');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Picked up “Task one”. To do, position 1 of 2.');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('In progress, position 1 of 1');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(status).toHaveTextContent('In review, position 2 of 2');
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'one' }), {
      status: 'in-review',
      position: 'a1',
    });
    expect(status).toHaveTextContent('“Task one” dropped. In review, position 2 of 2.');
  });

  it('gives the focus back to the moved card once it is in its new column', async () => {
    const user = userEvent.setup();
    const board = (list: Task[], onMove: TaskBoardProps['onMove']) => (
      <MemoryRouter>
        <TaskBoard
          workspaceId="ws1"
          columns={columnsOf(list)}
          members={{ status: 'ready', byId: new Map() }}
          canEdit
          now={NOW}
          timeZone="UTC"
          onMove={onMove}
        />
      </MemoryRouter>
    );
    const { rerender } = render(
      board(tasks, (task, to) => {
        // The write reaches the cache a moment later, as Firestore's snapshot does.
        setTimeout(() =>
          rerender(
            board(
              tasks.map((each) => (each.id === task.id ? { ...each, ...to } : each)),
              vi.fn(),
            ),
          ),
        );
      }),
    );
    // Task one (a0) into In progress, which is empty: it keeps its key a0 there.
    screen.getByRole('button', { name: 'Move “Task one”' }).focus();
    await user.keyboard(' {ArrowRight}{Enter}');
    const inProgress = within(screen.getByRole('region', { name: 'In progress' }));
    await inProgress.findByRole('link', { name: 'Task one' });
    expect(inProgress.getByRole('button', { name: 'Move “Task one”' })).toHaveFocus();
  });

  it('moves a card within its column', async () => {
    const user = userEvent.setup();
    const onMove = renderBoard(true);
    screen.getByRole('button', { name: 'Move “Task two”' }).focus();
    await user.keyboard('{Enter}{ArrowUp}{Enter}');
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'two' }), {
      status: 'todo',
      position: 'Zz',
    });
  });

  it('puts the card back on Escape, writing nothing', async () => {
    const user = userEvent.setup();
    const onMove = renderBoard(true);
    screen.getByRole('button', { name: 'Move “Task one”' }).focus();
    await user.keyboard(' {ArrowRight}{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent(
      '“Task one” put back. To do, position 1 of 2.',
    );
    await user.keyboard('{Enter}{Enter}');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves a card dragged onto another column to that column’s end', () => {
    const onMove = renderBoard(true);
    const card = screen.getByRole('link', { name: 'Task one' }).closest('li')!;
    const target = within(screen.getByRole('region', { name: 'In review' })).getByRole('list');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(card, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer, clientY: 10 });
    fireEvent.drop(target, { dataTransfer });
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'one' }), {
      status: 'in-review',
      position: 'a1',
    });
  });

  it('names each column by its status alone', () => {
    renderBoard(false);
    const review = within(screen.getByRole('region', { name: 'In review' }));
    expect(review.getByRole('link', { name: 'Task three' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'To do' })).getAllByRole('link')).toHaveLength(
      2,
    );
  });

  it('offers a viewer no move controls', () => {
    renderBoard(false);
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Task one' }).closest('li')).toHaveAttribute(
      'draggable',
      'false',
    );
  });

  it('shows a late due date as overdue, and the checklist progress', () => {
    renderBoard(false);
    const card = screen.getByRole('link', { name: 'Task two' }).closest('li')!;
    expect(within(card).getByText(/Overdue/)).toHaveClass('late');
    expect(within(card).getByLabelText('Checklist: 1 of 2 done')).toBeInTheDocument();
  });
});
