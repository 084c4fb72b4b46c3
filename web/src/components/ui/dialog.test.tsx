import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, DialogActions } from './dialog';

/** A page with an opener button, the dialog it opens and a button behind the dialog. */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Dialog title="Settings" description="Change how it works." onClose={close}>
          <label>
            Name <input />
          </label>
          <DialogActions>
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="button">Save</button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Page onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open settings' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

describe('Dialog', () => {
  it('opens modal, labelled by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Change how it works.');
  });

  it('moves focus to the first control inside', async () => {
    await openDialog();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('focuses the element marked data-autofocus instead', async () => {
    render(
      <Dialog title="Sure?" onClose={() => undefined}>
        <button type="button">Delete</button>
        <button type="button" data-autofocus>
          Cancel
        </button>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it("prefers the content's first control to the header's buttons", () => {
    render(
      <Dialog
        title="Upload video"
        onClose={() => undefined}
        headerActions={<button type="button">Minimize</button>}
      >
        <label>
          Video file <input type="file" />
        </label>
      </Dialog>,
    );
    expect(screen.getByLabelText('Video file')).toHaveFocus();
  });

  it('keeps Tab inside, wrapping at both ends', async () => {
    const { user } = await openDialog();
    await user.tab(); // Cancel
    await user.tab(); // Save
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on one inside', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog(onClose);
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('heading', { name: 'Settings' }));
    expect(onClose).not.toHaveBeenCalled();
    // The <dialog> element itself is hit only on its backdrop (its frame fills the box).
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
  });

  it('does not close when a press inside is released on the backdrop (a text selection)', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog(onClose);
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByLabelText('Name') },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives focus back to the opener when closed by its own button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
  });

  it('closes only the top dialog on Escape when one opens another', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog title="Event" onClose={outerClose}>
        <Dialog title="Delete event?" onClose={innerClose}>
          <button type="button">Cancel</button>
        </Dialog>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
