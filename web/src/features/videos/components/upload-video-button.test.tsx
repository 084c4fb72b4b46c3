import type { WorkspaceRole } from '@crewspace/common/permissions';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type * as WorkspacesModule from '@/features/workspaces';
import { UploadContext, type UploadContextValue } from '../upload-context';
import { UploadVideoAction, UploadVideoButton, UploadVideoRefusal } from './upload-video-button';

const workspaceState: { role: WorkspaceRole | null } = { role: 'member' };

vi.mock('@/features/workspaces', async (importOriginal) => ({
  ...(await importOriginal<typeof WorkspacesModule>()),
  useWorkspace: () => ({ current: { id: 'ws1', name: 'Demo' }, role: workspaceState.role }),
}));

const uploads = { openUploader: vi.fn() } as unknown as UploadContextValue;

/** The header button and the page's own, as the app shell and the Videos page place them. */
function setup(path: string, role: WorkspaceRole | null) {
  workspaceState.role = role;
  const page = (
    <>
      <UploadVideoAction />
      <UploadVideoRefusal />
    </>
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <UploadContext value={uploads}>
        <header>
          <UploadVideoButton />
        </header>
        <Routes>
          <Route path="/w/:workspaceId/videos/*" element={page} />
          <Route path="*" element={null} />
        </Routes>
      </UploadContext>
    </MemoryRouter>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('the Upload video buttons', () => {
  it('shows exactly one on the Videos page, and it opens the uploader', async () => {
    setup('/w/ws1/videos', 'member');
    const buttons = screen.getAllByRole('button', { name: 'Upload video' });
    expect(buttons).toHaveLength(1);
    await userEvent.setup().click(buttons[0]!);
    expect(uploads.openUploader).toHaveBeenCalledOnce();
  });

  it('keeps the header shortcut on other pages', () => {
    setup('/w/ws1/calendar', 'member');
    expect(screen.getAllByRole('button', { name: 'Upload video' })).toHaveLength(1);
  });

  it('offers a viewer no upload, and the Videos page says why', () => {
    setup('/w/ws1/videos', 'viewer');
    expect(screen.queryByRole('button', { name: 'Upload video' })).toBeNull();
    expect(
      screen.getByText('Your role (viewer) cannot upload videos in this workspace.'),
    ).toBeInTheDocument();
  });

  it('hides the header shortcut from a viewer on other pages too', () => {
    setup('/w/ws1/calendar', 'viewer');
    expect(screen.queryByRole('button', { name: 'Upload video' })).toBeNull();
  });
});
