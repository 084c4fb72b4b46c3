/**
 * The workspace calendar (/w/:workspaceId/calendar, lazy-loaded): FullCalendar month/week/day/
 * agenda views over the workspace's events, honouring calendarConfig. Members with editMessages
 * create (click or drag-select), move, resize and edit events; viewers only read. The event open
 * in the dialog is in the address (`?event=`), so it can be linked to and reopens on reload; it
 * opens read first, on its own date.
 */
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { DEFAULT_CALENDAR_CONFIG } from '@crewspace/common/models';
import {
  hasWorkspaceRight,
  missingRightReason,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import type { ProjectOption } from '@/components/ui/project-select';
import { calendarHref } from '@crewspace/common/links';
import { useStableHandlers } from '@/lib/use-stable-handlers';
import {
  useCalendarActions,
  useCalendarConfig,
  useCalendarEvents,
  useEvent,
} from '../api/use-events';
import type { CalendarEvent } from '../types';
import { downloadIcs } from '../utils/download';
import { eventToForm, newEventForm, type EventFormValues } from '../utils/event-form';
import {
  NARROW_SCREEN_QUERY,
  calendarViewOptions,
  makeTimeGridFocusable,
  rescheduleFromOccurrence,
  selectionToTimes,
  toCoercedDate,
  toFullCalendarEvent,
  visibleRange,
} from '../utils/fullcalendar';
import { icsFileName, toIcs } from '../utils/ics';
import { expandAll } from '../utils/recurrence';
import { renderDayHeaderContent } from './calendar-day-header';
import { renderEventContent } from './calendar-event-content';
import { EventDialog } from './event-dialog';
import { HEADER_TOOLBAR, TOOLBAR_TEXT } from './calendar-toolbar';
import { useShowOpenedEvent } from './use-show-opened-event';
import styles from './calendar.module.css';

export interface WorkspaceCalendarProps {
  workspaceId: string;
  workspaceName: string;
  uid: string;
  /** The signed-in user's role in the workspace (editMessages edits). */
  role: WorkspaceRole | null;
  /** The workspace's projects, for the event form. */
  projects: readonly ProjectOption[];
  /**
   * A project's "New event" (`?project=`): the new-event dialog opens at once in that project;
   * `onNewInProjectDone` clears it from the address when the dialog closes.
   */
  newInProjectId: string | null;
  onNewInProjectDone(): void;
  /** The event open in the dialog (from the address), if any. */
  openEventId: string | null;
  /** Opens an event's dialog (its id) or closes it (null), through the address. */
  onOpenEvent(eventId: string | null): void;
}

// FullCalendar redraws its view when an option changes: functions by identity (useStableHandlers
// keeps theirs), the plugin list and toolbar by content. What never changes is made once.
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
export function WorkspaceCalendar(props: WorkspaceCalendarProps) {
  const { workspaceId, uid, role } = props;
  const canEdit = hasWorkspaceRight(role, 'editMessages');
  const configState = useCalendarConfig(workspaceId);
  const config =
    configState.status === 'ready' && configState.data ? configState.data : DEFAULT_CALENDAR_CONFIG;
  const timeZone = config.timePreferences.timeZone;
  const [range, setRange] = useState<{ start: number; end: number } | null>(null);
  const eventsState = useCalendarEvents(workspaceId, range?.start ?? null, range?.end ?? null);
  const [creating, setCreating] = useState<EventFormValues | null>(() =>
    props.newInProjectId && canEdit
      ? { ...newEventForm(timeZone), projectId: props.newInProjectId }
      : null,
  );
  const [actionError, setActionError] = useState<string | null>(null);
  const actions = useCalendarActions(workspaceId, uid);
  const openEvent = useEvent(workspaceId, props.openEventId);

  const events = useMemo(
    () => (eventsState.status === 'ready' ? eventsState.data : []),
    [eventsState],
  );
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  // The open event, from its own listener or, when the visible range already holds it, from
  // there: in a second tab Firestore's shared cache has been seen to answer the document's
  // listener "not found" while the range's query lists it (workspace-links.spec.ts).
  const inRange = props.openEventId ? (byId.get(props.openEventId) ?? null) : null;
  const editing = (openEvent.status === 'ready' ? openEvent.data : null) ?? inRange;
  const calendarRef = useRef<FullCalendar>(null);
  const showOpenedEvent = useShowOpenedEvent(
    calendarRef,
    editing,
    configState.status !== 'loading',
    timeZone,
  );

  const fcEvents = useMemo(() => {
    if (!range) return [];
    return expandAll(events, new Date(range.start), new Date(range.end), timeZone).map(
      (occurrence) => toFullCalendarEvent(occurrence, timeZone, canEdit),
    );
  }, [events, range, timeZone, canEdit]);
  // Decided once, when the page opens: turning a phone does not switch the view under the person.
  const [narrow] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches,
  );
  const viewOptions = useMemo(() => calendarViewOptions(config, narrow), [config, narrow]);

  function canDelete(event: CalendarEvent): boolean {
    return (canEdit && event.createdBy === uid) || hasWorkspaceRight(role, 'deleteMessages');
  }

  function onDatesSet(arg: DatesSetArg) {
    const next = visibleRange(arg.start, arg.end, timeZone);
    setRange((current) =>
      current && current.start === next.start.getTime() && current.end === next.end.getTime()
        ? current
        : { start: next.start.getTime(), end: next.end.getTime() },
    );
  }

  function onSelect(arg: DateSelectArg) {
    arg.view.calendar.unselect();
    if (!canEdit) return;
    const times = selectionToTimes(arg.start, arg.end, arg.allDay, timeZone);
    setCreating(eventToForm(times, timeZone));
  }

  function onEventClick(arg: EventClickArg) {
    const event = byId.get(String(arg.event.extendedProps.eventId));
    if (!event) return;
    // Clicked where it shows: the calendar stays on the date the person is looking at.
    showOpenedEvent.seen(event.id);
    props.onOpenEvent(event.id);
  }

  async function onMoved(arg: EventDropArg | EventResizeDoneArg) {
    const event = byId.get(String(arg.event.extendedProps.eventId));
    const oldStart = arg.oldEvent.start;
    if (!event || !arg.event.start || !oldStart) {
      arg.revert();
      return;
    }
    const occurrenceStart = selectionToTimes(oldStart, null, arg.oldEvent.allDay, timeZone).start;
    const moved = selectionToTimes(arg.event.start, arg.event.end, arg.event.allDay, timeZone);
    if (event.recurrence && moved.allDay !== event.allDay) {
      arg.revert();
      setActionError('A repeating event cannot switch between all-day and timed by dragging.');
      return;
    }
    try {
      setActionError(null);
      await actions.reschedule(event.id, rescheduleFromOccurrence(event, occurrenceStart, moved));
    } catch (cause) {
      console.warn('Could not move the event', cause);
      arg.revert();
      setActionError('Could not move the event.');
    }
  }

  const handlers = useStableHandlers({
    now: () => toCoercedDate(new Date(), timeZone),
    datesSet: onDatesSet,
    select: onSelect,
    eventClick: onEventClick,
    eventDrop: (arg: EventDropArg) => void onMoved(arg),
    eventResize: (arg: EventResizeDoneArg) => void onMoved(arg),
  });

  async function exportAll() {
    try {
      setActionError(null);
      const all = await actions.readAll();
      downloadIcs(
        icsFileName(props.workspaceName),
        toIcs(all, { now: new Date(), timeZone, calendarName: props.workspaceName }),
      );
    } catch (cause) {
      console.warn('Could not export the calendar', cause);
      setActionError('Could not export the calendar.');
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Calendar</h1>
        <p className={styles.muted}>{timeZone}</p>
        <ReadOnlyNote reason={missingRightReason(role, 'editMessages', 'add or change events')} />
        <span className={styles.spacer} />
        <Button variant="secondary" size="sm" onClick={() => void exportAll()}>
          Export calendar (.ics)
        </Button>
        {canEdit ? (
          <Button size="sm" onClick={() => setCreating(newEventForm(timeZone))}>
            New event
          </Button>
        ) : null}
      </header>
      {eventsState.status === 'error' ? (
        <Alert tone="error" title="Could not load events">
          {eventsState.error.message}
        </Alert>
      ) : null}
      {actionError ? <Alert tone="error">{actionError}</Alert> : null}
      <div className={styles.calendar}>
        {/* FullCalendar applies its initial view and scroll time only when it mounts: it waits
            for the workspace's settings, and a new key remounts it when they change. */}
        {configState.status === 'loading' ? (
          <Loading />
        ) : (
          <FullCalendar
            ref={calendarRef}
            key={`${timeZone}-${viewOptions.initialView}-${viewOptions.scrollTime}`}
            plugins={PLUGINS}
            headerToolbar={HEADER_TOOLBAR}
            buttonText={TOOLBAR_TEXT}
            timeZone="UTC"
            {...viewOptions}
            nowIndicator
            height="100%"
            eventContent={renderEventContent}
            dayHeaderContent={renderDayHeaderContent}
            dayCellDidMount={makeTimeGridFocusable}
            selectable={canEdit}
            selectMirror
            editable={canEdit}
            events={fcEvents}
            {...handlers}
          />
        )}
      </div>
      {props.openEventId && openEvent.status === 'error' ? (
        <Alert tone="error" title="Could not open the event">
          {openEvent.error.message}{' '}
          <Button size="sm" variant="secondary" onClick={() => props.onOpenEvent(null)}>
            Dismiss
          </Button>
        </Alert>
      ) : null}
      {props.openEventId && openEvent.status === 'ready' && !editing ? (
        <Alert tone="warning" title="Event not found">
          It may have been deleted, or the link is wrong.{' '}
          <Button size="sm" variant="secondary" onClick={() => props.onOpenEvent(null)}>
            Dismiss
          </Button>
        </Alert>
      ) : null}
      {editing ? (
        <EventDialog
          key={editing.id}
          mode="view"
          event={editing}
          initial={eventToForm(editing, timeZone)}
          timeZone={timeZone}
          projects={props.projects}
          workspaceId={workspaceId}
          canEdit={canEdit}
          canDelete={canDelete(editing)}
          linkPath={calendarHref(workspaceId, editing.id)}
          onClose={() => props.onOpenEvent(null)}
          onSave={(_input, changes) => actions.update(editing.id, changes)}
          onDelete={() => actions.remove(editing.id)}
          onExport={() =>
            downloadIcs(icsFileName(editing.title), toIcs([editing], { now: new Date(), timeZone }))
          }
        />
      ) : creating ? (
        <EventDialog
          mode="create"
          initial={creating}
          timeZone={timeZone}
          projects={props.projects}
          workspaceId={workspaceId}
          onClose={() => {
            setCreating(null);
            if (props.newInProjectId) props.onNewInProjectDone();
          }}
          onSave={async (input) => {
            await actions.create(input);
          }}
        />
      ) : null}
    </div>
  );
}
