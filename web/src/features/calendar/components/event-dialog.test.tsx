import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventToForm } from '../utils/event-form';
import { buildEvent } from '../utils/test-event';
import { EventDialog, type EventDialogProps } from './event-dialog';

function renderDialog(overrides: Partial<EventDialogProps> = {}) {
  const props: EventDialogProps = {
    mode: 'edit',
    initial: eventToForm(buildEvent({ title: 'Retro' }), 'UTC'),
    timeZone: 'UTC',
    projectId: null,
    members: [
      { uid: 'alice', displayName: 'Alice', photoURL: '' },
      { uid: 'bob', displayName: 'Bob', photoURL: '' },
    ],
    canEdit: true,
    canDelete: true,
    onSave: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    onExport: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<EventDialog {...props} />);
  return props;
}

describe('EventDialog', () => {
  it('is read-only for viewers: fields disabled, no save or delete', () => {
    renderDialog({ canEdit: false, canDelete: false });
    expect(screen.getByRole('heading', { name: 'Event' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export .ics' })).toBeEnabled();
  });

  it('saves the edited event with attendees', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Planning');
    await user.click(screen.getByLabelText('Bob'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Planning', attendees: ['bob'] }),
    );
    expect(props.onClose).toHaveBeenCalled();
  });

  it('shows validation errors instead of saving', async () => {
    const user = userEvent.setup();
    const props = renderDialog({ mode: 'create' });
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the event a title.');
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('reports a failed write and stays open', async () => {
    const user = userEvent.setup();
    const props = renderDialog({
      onDelete: vi.fn(async () => {
        throw new Error('permission-denied');
      }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not save');
    expect(props.onClose).not.toHaveBeenCalled();
  });
});
