/**
 * An event read first: what, when (in the calendar's zone), how it repeats, where, who and the
 * notes, with Edit for those who may change it and Close, Export and Copy link for everyone.
 */
import { Button } from '@/components/ui/button';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { memberName, useMembersById } from '@/features/workspaces';
import type { CalendarEvent } from '../types';
import { describeRepeat, describeWhen } from '../utils/event-summary';
import styles from './calendar.module.css';

export interface EventDetailsProps {
  event: CalendarEvent;
  timeZone: string;
  workspaceId: string;
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
