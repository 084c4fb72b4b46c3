/** The make-a-task dialog with the fake Firestore behind its pickers and the write recorded. */
import type { TaskSource } from '@crewspace/common/tasks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase } from '@/testing/firebase';
import type * as CreateTaskModule from '../api/create-task';
import { createTask } from '../api/create-task';
import { TaskProjectsProvider } from '../task-projects';
import { MakeTaskDialog } from './make-task-dialog';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);
vi.mock('../api/create-task', async (importOriginal) => ({
  ...(await importOriginal<typeof CreateTaskModule>()),
  createTask: vi.fn(async () => 'task9'),
}));

const comment: TaskSource = {
  kind: 'video-comment',
  ref: { videoId: 'v1', commentId: 'c1', threadId: 'c1', versionId: 'v1', time: 12 },
  excerpt: 'The logo is blurry here',
};

const LAUNCH = [{ id: 'p1', name: 'Launch', href: '/w/ws1/projects/p1' }] as const;
const useLaunchOnly = () => LAUNCH;
const useNoProjects = () => [];

function renderDialog(
  useProjectOptions: typeof useLaunchOnly | typeof useNoProjects = useNoProjects,
) {
  createFakeFirestore();
  const onClose = vi.fn();
  renderWithFirebase(
    <MemoryRouter>
      <TaskProjectsProvider useProjectOptions={useProjectOptions}>
        <MakeTaskDialog
          workspaceId="ws1"
          uid="alice"
          source={comment}
          title="The logo is blurry here"
          onClose={onClose}
        />
      </TaskProjectsProvider>
    </MemoryRouter>,
  );
  return { onClose };
}

beforeEach(() => vi.mocked(createTask).mockClear());

describe('MakeTaskDialog', () => {
  it('opens on the suggested title, says what the task is made from, and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Make a task' });
    expect(dialog).toHaveAccessibleDescription(
      'From a video comment at 0:12: “The logo is blurry here”',
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('The logo is blurry here');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses an empty title with a message and writes nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Make task' }));
    expect(screen.getByText('Give the task a title.')).toBeInTheDocument();
    expect(createTask).not.toHaveBeenCalled();
  });

  it('writes the task with its source, then offers to open it', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Sharpen the logo');
    await user.type(screen.getByLabelText('Due date'), '2026-12-01');
    await user.type(screen.getByLabelText('Time (optional)'), '09:30');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.click(screen.getByRole('button', { name: 'Make task' }));

    expect(createTask).toHaveBeenCalledWith(
      expect.anything(),
      'ws1',
      {
        title: 'Sharpen the logo',
        assignees: [],
        due: '2026-12-01T09:30',
        priority: 'high',
        projectId: null,
      },
      comment,
      'alice',
    );
    const open = await screen.findByRole('link', { name: 'Open task' });
    expect(open).toHaveAttribute('href', '/w/ws1/tasks/task9');
    expect(open).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Task made' })).toBeInTheDocument();
  });

  it('offers no project choice in a workspace without projects', () => {
    renderDialog();
    expect(screen.queryByLabelText('Project')).not.toBeInTheDocument();
  });

  it('writes the project chosen', async () => {
    const user = userEvent.setup();
    renderDialog(useLaunchOnly);
    await user.selectOptions(screen.getByLabelText('Project'), 'Launch');
    await user.click(screen.getByRole('button', { name: 'Make task' }));
    expect(createTask).toHaveBeenCalledWith(
      expect.anything(),
      'ws1',
      expect.objectContaining({ projectId: 'p1' }),
      comment,
      'alice',
    );
  });
});
