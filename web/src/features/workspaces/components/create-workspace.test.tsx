/** The New workspace dialog: what it says when the account owns as many workspaces as it may. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { renderWithFirebase } from '@/testing/firebase';
import { CreateWorkspace } from './create-workspace';

const callCreateWorkspace = vi.hoisted(() =>
  vi.fn(async (_functions: unknown, _request: unknown): Promise<{ workspaceId: string }> => {
    throw new Error('not set');
  }),
);

vi.mock('../api/workspace-callables', () => ({ callCreateWorkspace }));

describe('CreateWorkspace', () => {
  it('shows the limit in the server’s words when the account owns 10 workspaces', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    callCreateWorkspace.mockRejectedValueOnce(
      new FirebaseError(
        'functions/resource-exhausted',
        'You own 10 workspaces, the most one account may own. Delete one or hand it over to create another.',
      ),
    );
    const onCreated = vi.fn();
    renderWithFirebase(<CreateWorkspace onCreated={onCreated} />);
    await userEvent.click(screen.getByRole('button', { name: 'New workspace' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New workspace' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Workspace name' }), 'Eleventh');
    await userEvent.click(dialog.getByRole('button', { name: 'Create workspace' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You own 10 workspaces, the most one account may own.',
    );
    expect(onCreated).not.toHaveBeenCalled();
  });
});
