import { fireEvent, screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { InterruptedUpload } from '../interrupted-uploads';
import { chooseFile, render, videoFile } from '../test-utils';
import { UploadForm } from './upload-form';

const video = videoFile('team-demo.mp4', 16);
const image = new File(['png'], 'photo.png', { type: 'image/png' });
/** A text file renamed to .mp4: the browser calls it video/mp4 from the name. */
const renamedText = new File(['Meeting notes\n'], 'fake-video.mp4', { type: 'video/mp4' });

function setup(onStart = vi.fn(() => true)) {
  // applyAccept: false lets a non-video reach the input, as a drag-and-drop or "All files" would.
  const user = userEvent.setup({ applyAccept: false });
  render(<UploadForm onStart={onStart} />);
  return {
    user,
    onStart,
    fileInput: screen.getByLabelText('Video file') as HTMLInputElement,
    nameInput: screen.getByLabelText('Video name') as HTMLInputElement,
    notesInput: screen.getByLabelText('Notes (optional)'),
    startButton: screen.getByRole('button', { name: 'Start Upload' }),
  };
}

describe('UploadForm', () => {
  it('accepts video files only', () => {
    const { fileInput } = setup();
    expect(fileInput).toHaveAttribute('accept', 'video/*');
    expect(fileInput).not.toHaveAttribute('multiple');
  });

  it('keeps Start Upload disabled until a file is chosen and a name is given', async () => {
    const { user, fileInput, nameInput, startButton } = setup();
    expect(startButton).toBeDisabled();
    await user.type(nameInput, 'Name only');
    expect(startButton).toBeDisabled();
    await chooseFile(user, fileInput, video);
    expect(startButton).toBeEnabled();
    await user.clear(nameInput);
    expect(startButton).toBeDisabled();
    await user.type(nameInput, '   ');
    expect(startButton).toBeDisabled();
  });

  it('defaults the name to the file name', async () => {
    const { user, fileInput, nameInput, startButton } = setup();
    await chooseFile(user, fileInput, video);
    expect(nameInput).toHaveValue('team-demo.mp4');
    expect(startButton).toBeEnabled();
  });

  it('keeps a name the user typed when a file is chosen after it', async () => {
    const { user, fileInput, nameInput } = setup();
    await user.type(nameInput, 'Kick-off');
    await chooseFile(user, fileInput, video);
    expect(nameInput).toHaveValue('Kick-off');
  });

  it('rejects a non-video file with a message and leaves Start Upload disabled', async () => {
    const { user, fileInput, nameInput, startButton } = setup();
    await chooseFile(user, fileInput, image);
    expect(screen.getByRole('alert')).toHaveTextContent('“photo.png” is not a video');
    expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput).toHaveValue('');
    expect(startButton).toBeDisabled();
    await chooseFile(user, fileInput, video);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(startButton).toBeEnabled();
  });

  it('keeps a name typed while the file is being checked', async () => {
    const { fileInput, nameInput, startButton } = setup();
    // Both before the check has read a byte (it reads asynchronously).
    fireEvent.change(fileInput, { target: { files: [video] } });
    expect(fileInput).toHaveAttribute('aria-busy', 'true');
    fireEvent.change(nameInput, { target: { value: 'Kick-off' } });
    await waitFor(() => expect(startButton).toBeEnabled());
    expect(nameInput).toHaveValue('Kick-off');
  });

  it('refuses a file named .mp4 whose contents are text, saying why', async () => {
    const { user, fileInput, nameInput, startButton } = setup();
    await chooseFile(user, fileInput, renamedText);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“fake-video.mp4” is not a video: its name ends in .mp4, but the file contains text. Choose a video file.',
    );
    expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput).toHaveValue('');
    expect(startButton).toBeDisabled();
    await chooseFile(user, fileInput, video);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(startButton).toBeEnabled();
  });

  it('starts with the file, trimmed name and notes, then clears the form', async () => {
    const { user, onStart, fileInput, nameInput, notesInput, startButton } = setup();
    await chooseFile(user, fileInput, video);
    await user.clear(nameInput);
    await user.type(nameInput, '  Demo  ');
    await user.type(notesInput, 'First cut');
    await user.click(startButton);
    expect(onStart).toHaveBeenCalledWith({ file: video, videoName: 'Demo', notes: 'First cut' });
    expect(nameInput).toHaveValue('');
    expect(startButton).toBeDisabled();
  });

  it('keeps the form filled when the start is refused', async () => {
    const { user, fileInput, nameInput, startButton } = setup(vi.fn(() => false));
    await chooseFile(user, fileInput, video);
    await user.click(startButton);
    expect(nameInput).toHaveValue('team-demo.mp4');
    expect(startButton).toBeEnabled();
  });

  it('offers to resume the interrupted upload of the picked file, or to start over', async () => {
    const interrupted: InterruptedUpload = {
      uid: 'alice',
      workspaceId: 'ws1',
      sessionUrl: 'http://127.0.0.1:9199/v0/b/b/o?upload_id=s1',
      storagePath: 'videos/ws1/1-abc-team-demo.mp4',
      fileName: video.name,
      fileSize: video.size,
      fileLastModified: video.lastModified,
      videoName: 'Team demo',
      notes: 'Take 2',
      bytesTransferred: 4,
      savedAt: 0,
    };
    const onStart = vi.fn(() => true);
    const onDiscard = vi.fn();
    const user = userEvent.setup();
    render(
      <UploadForm
        onStart={onStart}
        findInterrupted={(file) => (file === video ? interrupted : undefined)}
        onDiscardInterrupted={onDiscard}
      />,
    );
    await chooseFile(user, screen.getByLabelText('Video file'), video);
    expect(screen.getByRole('status')).toHaveTextContent('earlier upload stopped at 25%');
    expect(screen.getByLabelText('Video name')).toHaveValue('Team demo');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Take 2');
    await user.click(screen.getByRole('button', { name: 'Resume Upload' }));
    expect(onStart).toHaveBeenCalledWith({
      file: video,
      videoName: 'Team demo',
      notes: 'Take 2',
      resume: interrupted,
    });

    await chooseFile(user, screen.getByLabelText('Video file'), video);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onDiscard).toHaveBeenCalledWith(interrupted);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Upload' })).toBeEnabled();
  });
});
