/** ProjectDetails with its live reads replaced: canvases, videos and events are pushed by the test. */
import type * as MembersById from '../../workspaces/api/members-by-id';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import type { Workspace } from '../../../lib/firebase/converters';
import type { Project } from '../../../lib/firebase/projects-data';
import type { LiveState } from '../../../lib/use-live';
import { buildMember } from '../../../testing/builders';
import { ProjectDetails } from './project-view';

const live = vi.hoisted(() => ({
  canvases: { status: 'ready', data: [] } as LiveState<unknown[]>,
  activity: { status: 'ready', data: [] } as LiveState<unknown[]>,
}));

vi.mock('../../../lib/firebase/projects-data', () => ({
  deleteProject: vi.fn(),
  setProjectStatus: vi.fn(),
  updateProject: vi.fn(),
}));
// The lead's name comes from their member document.
vi.mock('../../workspaces/api/members-by-id', async (importOriginal) => ({
  ...(await importOriginal<typeof MembersById>()),
  useMembersById: (_workspaceId: string, uids: readonly string[]) => ({
    status: 'ready',
    byId: new Map(
      uids.includes('owner')
        ? [['owner', buildMember({ uid: 'owner', displayName: 'Olive', role: 'owner' })]]
        : [],
    ),
  }),
}));
vi.mock('../api/projects', () => ({
  useProjectActivity: () => live.activity,
  useProjectCanvases: () => live.canvases,
  useProjectVideos: () => ({ status: 'ready', data: [] }),
  useProjectEvents: () => ({ status: 'error', error: new Error('index missing') }),
}));

const workspace: Workspace = {
  id: 'ws1',
  name: 'Crew',
  ownerId: 'owner',
  membersCount: 2,
  description: '',
  isDefault: false,
  createdAt: null,
  updatedAt: null,
};

const project: Project = {
  id: 'p1',
  workspaceId: 'ws1',
  name: 'Launch',
  description: 'Ship the thing',
  status: 'active',
  color: '#4338ca',
  emoji: '',
  leadId: 'owner',
  dueDate: null,
  createdBy: 'owner',
  createdAt: null,
  updatedAt: null,
};

function renderAs(role: WorkspaceRole) {
  render(
    <MemoryRouter>
      <ProjectDetails workspace={workspace} uid="me" role={role} project={project} />
    </MemoryRouter>,
  );
}

describe('ProjectDetails', () => {
  it('shows a viewer the project without edit, archive or delete', () => {
    renderAs('viewer');
    expect(screen.getByRole('heading', { level: 1, name: 'Launch' })).toBeInTheDocument();
    expect(screen.getByText('Olive')).toBeInTheDocument();
    for (const name of ['Edit', 'Archive', 'Delete']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('lets a member edit and archive someone else’s project but not delete it', () => {
    renderAs('member');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lists pinned canvases first, and shows empty and failed sections in plain words', () => {
    live.canvases = {
      status: 'ready',
      data: [
        { id: 'c1', title: 'Board', pinned: false, projectId: 'p1', updatedAt: null },
        { id: 'c2', title: 'Wireframes', pinned: true, projectId: 'p1', updatedAt: null },
      ],
    };
    renderAs('viewer');
    const canvases = within(screen.getByRole('region', { name: 'Canvases' }));
    expect(canvases.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wireframes Pinned',
      'Board ',
    ]);
    expect(screen.getByText('No videos in this project yet.')).toBeInTheDocument();
    expect(screen.getByText('Upcoming events could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(/index missing/)).not.toBeInTheDocument();
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
  });
});
