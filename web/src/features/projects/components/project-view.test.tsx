/**
 * ProjectDetails with its live reads replaced: the canvases, videos and events (hooks of the
 * features that own them) and the activity are set by the test.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import type * as Workspaces from '@/features/workspaces';
import type { Workspace } from '@/features/workspaces';
import type { LiveState } from '@/lib/firebase/live-data';
import { buildMember } from '@/testing/builders';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { TestFirebaseProviders } from '@/testing/firebase';
import type { Project } from '../api/projects';
import { ProjectDetails } from './project-view';
import type * as UseProjectsModule from '../api/use-projects';

const live = vi.hoisted(() => ({
  canvases: { status: 'ready', data: [] } as LiveState<unknown[]>,
  activity: { status: 'ready', data: [] } as LiveState<unknown[]>,
}));

// The lead's name comes from their member document.
vi.mock('@/features/workspaces', async (importOriginal) => ({
  ...(await importOriginal<typeof Workspaces>()),
  useMembersById: (_workspaceId: string, uids: readonly string[]) => ({
    status: 'ready',
    byId: new Map(
      uids.includes('owner')
        ? [['owner', buildMember({ uid: 'owner', displayName: 'Olive', role: 'owner' })]]
        : [],
    ),
  }),
}));
// The edit form's lead picker reads the fake Firestore, so no Firebase app is reached.
vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);
vi.mock('../api/use-projects', async (importOriginal) => ({
  ...(await importOriginal<typeof UseProjectsModule>()),
  useProjectActivity: () => live.activity,
}));
vi.mock('@/features/canvases', () => ({ useProjectCanvases: () => live.canvases }));
vi.mock('@/features/videos', () => ({
  useProjectVideos: () => ({ status: 'ready', data: [] }),
}));
// The Tasks section is the tasks feature's (tested there).
vi.mock('@/features/tasks', () => ({ ProjectTasks: () => null }));
vi.mock('@/features/calendar', () => ({
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
  updatedBy: 'owner',
  createdAt: null,
  updatedAt: null,
};

function renderAs(role: WorkspaceRole) {
  createFakeFirestore();
  render(
    <TestFirebaseProviders>
      <MemoryRouter>
        <ProjectDetails workspace={workspace} uid="me" role={role} project={project} />
      </MemoryRouter>
    </TestFirebaseProviders>,
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
    expect(screen.queryByRole('link', { name: /in this project/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your role (viewer) cannot change projects in this workspace.',
    );
  });

  it('lets a member start a canvas or an event in this project', () => {
    renderAs('member');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New canvas in this project' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/canvases\?project=p1$/),
    );
    expect(screen.getByRole('link', { name: 'New event in this project' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/calendar\?project=p1$/),
    );
  });

  it('offers the project’s own link to copy', () => {
    renderAs('viewer');
    expect(screen.getByRole('button', { name: 'Copy link to Launch' })).toBeEnabled();
  });

  it('moves focus into the edit form and back to Edit when it closes', async () => {
    renderAs('member');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
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

  it('says where a task moved in the activity', () => {
    live.activity = {
      status: 'ready',
      data: [
        {
          id: 'a1',
          actorId: 'u2',
          actorName: 'Bob',
          verb: 'moved',
          targetType: 'task',
          targetId: 't1',
          targetName: 'Fix the logo',
          detail: 'to In review',
          projectId: 'p1',
          createdAt: null,
        },
      ],
    };
    renderAs('viewer');
    const activity = within(screen.getByRole('region', { name: 'Activity' }));
    expect(activity.getByRole('listitem')).toHaveTextContent(
      'Bob moved task Fix the logo to In review',
    );
  });
});
