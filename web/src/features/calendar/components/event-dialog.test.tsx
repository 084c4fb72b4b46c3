/** The dialog with the fake Firestore behind its attendee picker. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { memberPageQuery, membersByIdQuery } from '@/features/workspaces/api/members';
import { buildMember } from '@/testing/builders';
import { createFakeFirestore, type FakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase, testFirestore } from '@/testing/firebase';
import { eventToForm } from '../utils/event-form';
import { describeWhen } from '../utils/event-summary';
import { buildEvent } from '../utils/test-event';
import type { CalendarEvent } from '../types';
import { EventDialog, type EventDialogProps } from './event-dialog';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);

let store: FakeFirestore;

const alice = buildMember({ uid: 'alice', displayName: 'Alice' });
const bob = buildMember({ uid: 'bob', displayName: 'Bob' });

type ViewProps = Extract<EventDialogProps, { mode: 'view' }>;

function renderDialog(overrides: Partial<ViewProps> = {}) {
  store = createFakeFirestore();
  const event = overrides.event ?? buildEvent({ title: 'Retro' });
  const props: ViewProps = {
    mode: 'view',
    event,
    initial: eventToForm(event, 'UTC'),
    timeZone: 'UTC',
    projects: [{ id: 'p1', name: 'Launch', href: '/w/ws1/projects/p1' }],
    workspaceId: 'ws1',
    uid: 'alice',
    canEdit: true,
    canDelete: true,
    linkPath: null,
    onSave: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    onExport: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  const view = (shown: ViewProps) => (
    <MemoryRouter>
      <EventDialog {...shown} />
    </MemoryRouter>
  );
  const { rerender } = renderWithFirebase(view(props));
  return {
    ...props,
    /** The event as the live listener would show it next. */
    showEvent: (next: CalendarEvent) =>
      rerender(view({ ...props, event: next, initial: eventToForm(next, 'UTC') })),
  };
}

function renderNew() {
  store = createFakeFirestore();
  const props: EventDialogProps = {
    mode: 'create',
    initial: eventToForm(buildEvent({ title: '' }), 'UTC'),
    timeZone: 'UTC',
    projects: [],
    workspaceId: 'ws1',
    onSave: vi.fn(async () => undefined),
    onClose: vi.fn(),
  };
  renderWithFirebase(
    <MemoryRouter>
      <EventDialog {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('EventDialog', () => {
  it('reads an event first, and Edit turns it into the form', async () => {
    const user = userEvent.setup();
    const event = buildEvent({
      title: 'Retro',
      location: 'Room 1',
      description: 'Bring notes',
      attendees: ['alice'],
      recurrence: { freq: 'weekly', until: null, count: null },
    });
    renderDialog({ event });
    act(() => store.query(membersByIdQuery(testFirestore(), 'ws1', ['alice'])).next([alice]));
    const dialog = within(screen.getByRole('dialog', { name: 'Retro' }));
    expect(dialog.getByText(describeWhen(event, 'UTC'))).toBeInTheDocument();
    expect(dialog.getByText('Every week')).toBeInTheDocument();
    expect(dialog.getByText('Room 1')).toBeInTheDocument();
    expect(dialog.getByText('Alice')).toBeInTheDocument();
    expect(dialog.getByText('Bring notes')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit event' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    // Cancel goes back to reading it.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Retro' })).toBeInTheDocument();
  });

  it('is read-only for viewers: no edit or delete, export and close', () => {
    renderDialog({ canEdit: false, canDelete: false });
    expect(screen.getByRole('heading', { name: 'Retro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export .ics' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('moves the end with the start, keeping the length', () => {
    renderNew();
    const start = screen.getByLabelText('Starts');
    expect(start).toHaveValue('2026-03-02T09:00');
    expect(screen.getByLabelText('Ends')).toHaveValue('2026-03-02T09:30');
    // A date-time input reports its whole new value at once.
    fireEvent.change(start, { target: { value: '2026-03-04T15:00' } });
    expect(screen.getByLabelText('Ends')).toHaveValue('2026-03-04T15:30');
  });

  it('saves the edited event with attendees found by name, shown as chips', async () => {
    const user = userEvent.setup();
    const props = renderDialog({
      event: buildEvent({ title: 'Retro', attendees: ['alice'] }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
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

  it('says who changed the event while it is edited, and asks before replacing their change', async () => {
    const user = userEvent.setup();
    const event = buildEvent({ title: 'Retro', location: 'Room 1' });
    const dialog = renderDialog({ event });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Planning');
    await user.type(screen.getByLabelText('Description'), 'Agenda');
    // Meanwhile Bob renames it and moves it to another room.
    dialog.showEvent({ ...event, title: 'Retro (moved)', location: 'Room 2', updatedBy: 'bob' });
    act(() => store.query(membersByIdQuery(testFirestore(), 'ws1', ['bob'])).next([bob]));
    expect(
      screen.getByText('Bob changed this event while you were editing').closest('[role]'),
    ).toHaveTextContent('Changed: Title, Location.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const ask = screen.getByRole('alertdialog', { name: 'Replace Bob’s changes?' });
    expect(ask).toHaveTextContent('Title');
    expect(ask).not.toHaveTextContent('Location');
    expect(dialog.onSave).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Save mine' }));
    // Only what the form changed: his room stays.
    expect(dialog.onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Planning' }), {
      title: 'Planning',
      description: 'Agenda',
    });
    expect(dialog.onClose).toHaveBeenCalled();
  });

  it('says nothing of the user’s own change seen while editing', async () => {
    const user = userEvent.setup();
    const event = buildEvent({ title: 'Retro' });
    const dialog = renderDialog({ event });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Planning');
    dialog.showEvent({ ...event, title: 'Retro 2', updatedBy: 'alice' });
    expect(screen.queryByText(/while you were editing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(dialog.onSave).toHaveBeenCalledWith(expect.anything(), { title: 'Planning' });
  });

  it('names an attendee who left as a former member', () => {
    renderDialog({
      canEdit: false,
      canDelete: false,
      event: buildEvent({ title: 'Retro', attendees: ['gone'] }),
    });
    act(() => store.query(membersByIdQuery(testFirestore(), 'ws1', ['gone'])).next([]));
    expect(screen.getByText('A former member')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows validation errors instead of saving', async () => {
    const user = userEvent.setup();
    const props = renderNew();
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
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not save');
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('asks before deleting, naming the event, and closes once deleted', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Retro' })).toBeInTheDocument();
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
    const event = buildEvent({ title: 'Retro', projectId: 'p1' });
    const props = renderDialog({ event, initial: eventToForm(event, 'UTC') });
    expect(screen.getByRole('link', { name: 'Launch' })).toHaveAttribute(
      'href',
      '/w/ws1/projects/p1',
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
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
