import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TestFirebaseProviders } from '@/testing/firebase';
import type { Canvas } from '../api/canvases';
import { CanvasList } from './canvas-list';
import type * as UseCanvasesModule from '../api/use-canvases';
import type * as CanvasesModule from '../api/canvases';

const refs = vi.hoisted(() => ({
  createCanvas: vi.fn(async () => 'new-id'),
  updateCanvas: vi.fn(async () => undefined),
  duplicateCanvas: vi.fn(async () => 'copy-id'),
  deleteCanvas: vi.fn(async () => ({ failed: 0 })),
}));
vi.mock('../api/canvases', async (importOriginal) => ({
  ...(await importOriginal<typeof CanvasesModule>()),
  ...refs,
}));

const canvases: Canvas[] = [
  {
    id: 'c1',
    title: 'Roadmap',
    pinned: false,
    projectId: null,
    workspaceId: 'ws',
    createdBy: 'alice',
    createdAt: new Date('2026-01-01'),
    updatedAt: new Date('2026-03-01'),
  },
  {
    id: 'c2',
    title: 'Retro',
    pinned: true,
    projectId: null,
    workspaceId: 'ws',
    createdBy: 'bob',
    createdAt: new Date('2026-01-01'),
    updatedAt: new Date('2026-01-01'),
  },
];
vi.mock('../api/use-canvases', async (importOriginal) => ({
  ...(await importOriginal<typeof UseCanvasesModule>()),
  useCanvases: () => ({ status: 'ready', data: canvases }),
}));

const projects = [
  { id: 'p1', name: 'Launch', href: '/w/ws/projects/p1' },
  { id: 'p2', name: 'Hiring', href: '/w/ws/projects/p2' },
];

function renderList(
  role: 'viewer' | 'member' | 'admin',
  uid = 'alice',
  projectId: string | null = null,
) {
  render(
    <TestFirebaseProviders>
      <MemoryRouter>
        <CanvasList
          workspaceId="ws"
          uid={uid}
          role={role}
          projects={projects}
          projectId={projectId}
        />
      </MemoryRouter>
    </TestFirebaseProviders>,
  );
}

describe('CanvasList', () => {
  beforeEach(() => {
    for (const fn of Object.values(refs)) fn.mockClear();
  });

  it('lists pinned canvases first', () => {
    renderList('member');
    const items = within(screen.getByRole('list', { name: 'Canvases' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Retro',
      'Roadmap',
    ]);
    expect(screen.getByRole('link', { name: 'Retro' })).toHaveAttribute(
      'href',
      '/w/ws/canvases/c2',
    );
  });

  it('gives viewers no actions', () => {
    renderList('viewer');
    expect(screen.queryByLabelText('New canvas')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your role (viewer) cannot create or change canvases in this workspace.',
    );
  });

  it('lets a member delete only their own canvas, and create, pin and duplicate', async () => {
    const user = userEvent.setup();
    renderList('member');
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await user.type(screen.getByLabelText('New canvas'), '  Sprint  board ');
    await user.click(screen.getByRole('button', { name: 'Create canvas' }));
    expect(refs.createCanvas).toHaveBeenCalledWith(expect.anything(), {
      workspaceId: 'ws',
      uid: 'alice',
      title: 'Sprint board',
      projectId: null,
    });
    const retro = screen.getByRole('button', { name: 'Unpin', description: 'Retro' });
    await user.click(retro);
    expect(refs.updateCanvas).toHaveBeenCalledWith(expect.anything(), 'ws', 'c2', {
      pinned: false,
    });
    const roadmap = screen.getAllByRole('listitem')[1]!;
    await user.click(within(roadmap).getByRole('button', { name: 'Duplicate' }));
    expect(refs.duplicateCanvas).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ title: 'Roadmap (copy)' }),
    );
  });

  it('lets an admin delete anyone’s canvas after confirming', async () => {
    const user = userEvent.setup();
    renderList('admin');
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    let question = screen.getByRole('alertdialog', { name: 'Delete canvas?' });
    expect(question).toHaveTextContent('Retro');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(refs.deleteCanvas).not.toHaveBeenCalled();
    await user.click(buttons[0]!);
    question = screen.getByRole('alertdialog', { name: 'Delete canvas?' });
    await user.click(within(question).getByRole('button', { name: 'Delete canvas' }));
    expect(refs.deleteCanvas).toHaveBeenCalledWith(expect.anything(), 'ws', 'c2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('creates a canvas in the project it was opened for, or in the one chosen', async () => {
    const user = userEvent.setup();
    renderList('member', 'alice', 'p1');
    const project = screen.getByRole('combobox', { name: 'Project' });
    expect(project).toHaveValue('p1');
    await user.selectOptions(project, 'p2');
    await user.type(screen.getByLabelText('New canvas'), 'Org chart');
    await user.click(screen.getByRole('button', { name: 'Create canvas' }));
    expect(refs.createCanvas).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ title: 'Org chart', projectId: 'p2' }),
    );
  });

  it('renames a canvas', async () => {
    const user = userEvent.setup();
    renderList('member');
    const roadmap = screen.getAllByRole('listitem')[1]!;
    await user.click(within(roadmap).getByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Title');
    await user.clear(field);
    await user.type(field, 'Roadmap 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(refs.updateCanvas).toHaveBeenCalledWith(expect.anything(), 'ws', 'c1', {
      title: 'Roadmap 2027',
    });
  });
});
