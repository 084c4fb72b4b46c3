/** The dialog with the fake Firestore behind its attendee picker. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { memberPageQuery, membersByIdQuery } from '@/features/workspaces/api/members';
import { buildMember } from '@/testing/builders';
import { createFakeFirestore, type FakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase, testFirestore } from '@/testing/firebase';
import { eventToForm } from '../utils/event-form';
import { buildEvent } from '../utils/test-event';
import { EventDialog, type EventDialogProps } from './event-dialog';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);

let store: FakeFirestore;

const alice = buildMember({ uid: 'alice', displayName: 'Alice' });
const bob = buildMember({ uid: 'bob', displayName: 'Bob' });

function renderDialog(overrides: Partial<EventDialogProps> = {}) {
  store = createFakeFirestore();
  const props: EventDialogProps = {
    mode: 'edit',
    initial: eventToForm(buildEvent({ title: 'Retro' }), 'UTC'),
    timeZone: 'UTC',
    projects: [{ id: 'p1', name: 'Launch', href: '/w/ws1/projects/p1' }],
    workspaceId: 'ws1',
    canEdit: true,
    canDelete: true,
    onSave: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    onExport: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  renderWithFirebase(
    <MemoryRouter>
      <EventDialog {...props} />
    </MemoryRouter>,
  );
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

  it('saves the edited event with attendees found by name, shown as chips', async () => {
    const user = userEvent.setup();
    const props = renderDialog({
      initial: { ...eventToForm(buildEvent({ title: 'Retro' }), 'UTC'), attendees: ['alice'] },
    });
    // The chips read only the chosen people's member documents.
    const chosen = store.query(membersByIdQuery(testFirestore(), 'ws1', ['alice']));
    act(() => chosen.next([alice]));
    const chips = within(screen.getByRole('list', { name: 'Attendees: chosen' }));
    expect(chips.getByText('Alice')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Planning');
    await user.type(screen.getByRole('searchbox', { name: 'Find people to add' }), 'b{Enter}');
    const search = await vi.waitFor(() =>
      store.query(
        memberPageQuery(testFirestore(), 'ws1', {
          names: { start: 'b', end: 'b\uf8ff' },
          after: null,
          until: null,
          max: 10,
        }),
      ),
    );
    act(() => search.next([bob]));
    await user.click(screen.getByRole('button', { name: 'Add Bob' }));
    expect(props.onSave).not.toHaveBeenCalled(); // Enter in the search did not submit
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Planning', attendees: ['alice', 'bob'] }),
      expect.anything(),
    );
    expect(props.onClose).toHaveBeenCalled();
  });

  it('shows a viewer the attendees without the search', () => {
    renderDialog({
      canEdit: false,
      canDelete: false,
      initial: { ...eventToForm(buildEvent(), 'UTC'), attendees: ['gone'] },
    });
    act(() => store.query(membersByIdQuery(testFirestore(), 'ws1', ['gone'])).next([]));
    expect(screen.getByText('A former member')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
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

  it('reports a failed save and stays open', async () => {
    const user = userEvent.setup();
    const props = renderDialog({
      onSave: vi.fn(async () => {
        throw new Error('permission-denied');
      }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not save');
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('asks before deleting, naming the event, and closes once deleted', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit event' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete event?' });
    expect(question).toHaveTextContent('Retro');
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Delete event' }));
    expect(props.onDelete).toHaveBeenCalledTimes(1);
    expect(props.onClose).toHaveBeenCalled();
  });

  it('links its project and lets an editor move it to another or none', async () => {
    const user = userEvent.setup();
    const props = renderDialog({
      initial: { ...eventToForm(buildEvent({ title: 'Retro' }), 'UTC'), projectId: 'p1' },
    });
    expect(screen.getByRole('link', { name: 'Launch' })).toHaveAttribute(
      'href',
      '/w/ws1/projects/p1',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // An edit writes only what changed: here the project.
    expect(props.onSave).toHaveBeenCalledWith(expect.objectContaining({ projectId: null }), {
      projectId: null,
    });
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});
