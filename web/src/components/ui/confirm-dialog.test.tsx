import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirm } from './confirm-dialog';

function Row({
  onConfirm,
  typeToConfirm,
}: {
  onConfirm: () => Promise<unknown>;
  typeToConfirm?: boolean;
}) {
  const confirm = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          confirm.ask({
            title: 'Delete canvas?',
            name: 'Roadmap',
            confirmLabel: 'Delete canvas',
            failure: 'The canvas could not be deleted.',
            typeToConfirm,
            onConfirm,
          })
        }
      >
        Delete Roadmap
      </button>
      {confirm.dialog}
    </>
  );
}

async function ask(onConfirm: () => Promise<unknown>, typeToConfirm?: boolean) {
  const user = userEvent.setup();
  render(<Row onConfirm={onConfirm} typeToConfirm={typeToConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Delete Roadmap' }));
  return { user, dialog: screen.getByRole('alertdialog', { name: 'Delete canvas?' }) };
}

describe('useConfirm', () => {
  it('names the thing and focuses Cancel first', async () => {
    const { dialog } = await ask(async () => undefined);
    expect(dialog).toHaveTextContent('Roadmap — This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete canvas' })).toBeInTheDocument();
  });

  it('Cancel (or Enter on it) does nothing and closes', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = await ask(onConfirm);
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Roadmap' })).toHaveFocus();
  });

  it('runs the action once and closes when it succeeded', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = await ask(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete canvas' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open with the reason when the action failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await ask(() =>
      Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })),
    );
    await user.click(screen.getByRole('button', { name: 'Delete canvas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have the right to do that in this workspace.',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('can ask for the exact name to be typed before the danger button unlocks', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = await ask(onConfirm, true);
    const button = screen.getByRole('button', { name: 'Delete canvas' });
    const field = screen.getByRole('textbox', { name: 'Type Roadmap to confirm' });
    expect(button).toBeDisabled();
    await user.type(field, 'roadmap');
    expect(button).toBeDisabled();
    await user.clear(field);
    await user.type(field, ' Roadmap ');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
