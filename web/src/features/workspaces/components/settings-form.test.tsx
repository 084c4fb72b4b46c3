import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DangerZone } from './danger-zone';
import { WorkspaceForm } from './settings-form';

describe('WorkspaceForm', () => {
  it('refuses an empty name and saves trimmed values', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <WorkspaceForm
        initial={{ name: 'Team', description: '' }}
        submitLabel="Save changes"
        savedMessage="Workspace saved."
        onSubmit={onSubmit}
      />,
    );
    const name = screen.getByRole('textbox', { name: 'Workspace name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Give the workspace a name.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, ' Crew ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Our team');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Crew', description: 'Our team' });
    expect(await screen.findByText('Workspace saved.')).toBeInTheDocument();
  });

  it('is read-only without the right to change settings, and Enter saves nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <WorkspaceForm
        initial={{ name: 'Team', description: '' }}
        submitLabel="Save changes"
        editable={false}
        onSubmit={onSubmit}
      />,
    );
    const name = screen.getByRole('textbox', { name: 'Workspace name' });
    expect(name).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await userEvent.type(name, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DangerZone', () => {
  it('asks in the shared confirmation and deletes only once the exact name is typed', async () => {
    const onDelete = vi.fn(async () => undefined);
    render(<DangerZone workspaceName="Team" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete workspace' }));
    const question = within(screen.getByRole('alertdialog', { name: 'Delete workspace?' }));
    const button = question.getByRole('button', { name: 'Delete workspace' });
    expect(button).toBeDisabled();
    await userEvent.type(question.getByRole('textbox', { name: 'Type Team to confirm' }), 'team');
    expect(button).toBeDisabled();
    await userEvent.clear(question.getByRole('textbox', { name: 'Type Team to confirm' }));
    await userEvent.type(question.getByRole('textbox', { name: 'Type Team to confirm' }), 'Team');
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledWith('Team');
  });
});
