/**
 * An event read first: what, when (in the calendar's zone), how it repeats, where, who and the
 * notes and the tasks made from it, with Edit and Add a task for those who may, and Close,
 * Export and Copy link for everyone.
 */
import { sourceExcerpt } from '@crewspace/common/task-model';
import { Button } from '@/components/ui/button';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { MakeTaskButton, SourceTaskChips, suggestedTitle } from '@/features/tasks';
import { memberName, useMembersById } from '@/features/workspaces';
import type { CalendarEvent } from '../types';
import { describeRepeat, describeWhen } from '../utils/event-summary';
import styles from './calendar.module.css';

export interface EventDetailsProps {
  event: CalendarEvent;
  timeZone: string;
  workspaceId: string;
  /** The signed-in user (who makes a task from the event). */
  uid: string;
  canEdit: boolean;
  canDelete: boolean;
  /** The event's own address, offered as a link to copy. */
  linkPath: string | null;
  onEdit(): void;
  onDelete(): void;
  onExport(): void;
  onClose(): void;
}

export function EventDetails(props: EventDetailsProps) {
  const { event, timeZone } = props;
  const people = useMembersById(props.workspaceId, event.attendees);
  const repeat = describeRepeat(event, timeZone);
  return (
    <div className={styles.form}>
      <dl className={styles.details}>
        <dt>When</dt>
        <dd>
          {describeWhen(event, timeZone)}
          {event.allDay ? null : <span className={styles.muted}> ({timeZone})</span>}
        </dd>
        {repeat ? (
          <>
            <dt>Repeats</dt>
            <dd>{repeat}</dd>
          </>
        ) : null}
        {event.location ? (
          <>
            <dt>Where</dt>
            <dd>{event.location}</dd>
          </>
        ) : null}
        {event.attendees.length > 0 ? (
          <>
            <dt>Attendees</dt>
            <dd>
              {people.status === 'loading'
                ? 'Loading…'
                : event.attendees.map((uid) => memberName(people.byId.get(uid))).join(', ')}
            </dd>
          </>
        ) : null}
        {event.description ? (
          <>
            <dt>Notes</dt>
            <dd className={styles.notes}>{event.description}</dd>
          </>
        ) : null}
      </dl>
      <SourceTaskChips
        workspaceId={props.workspaceId}
        item={{ kind: 'event', eventId: event.id, occurrence: null }}
        label="Tasks from this event"
      />
      <div className={styles.actions}>
        {props.canDelete ? (
          <Button variant="danger" onClick={props.onDelete}>
            Delete
          </Button>
        ) : null}
        <Button variant="secondary" onClick={props.onExport}>
          Export .ics
        </Button>
        {props.linkPath ? (
          <CopyLinkButton path={props.linkPath} subject={event.title || 'this event'} />
        ) : null}
        {props.canEdit ? (
          <MakeTaskButton
            workspaceId={props.workspaceId}
            uid={props.uid}
            label="Add a task"
            size="md"
            source={() => ({
              title: suggestedTitle(event.title),
              source: {
                kind: 'event',
                ref: { eventId: event.id, occurrence: null },
                excerpt: sourceExcerpt(event.title),
              },
            })}
          />
        ) : null}
        <span className={styles.spacer} />
        <Button variant={props.canEdit ? 'ghost' : 'primary'} onClick={props.onClose}>
          Close
        </Button>
        {props.canEdit ? (
          <Button data-autofocus onClick={props.onEdit}>
            Edit
          </Button>
        ) : null}
      </div>
    </div>
  );
}
