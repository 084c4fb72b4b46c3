/**
 * One event in a dialog. An existing event opens read first (EventDetails); Edit turns it into
 * the form (EventEditor), and Cancel back. A new event opens as the form. Deleting asks first.
 */
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { ProjectLink, type ProjectOption } from '@/components/ui/project-select';
import type { CalendarEvent, EventInput } from '../types';
import type { EventFormValues } from '../utils/event-form';
import { EventDetails } from './event-details';
import { EventEditor } from './event-editor';

interface CommonProps {
  timeZone: string;
  /** The workspace's projects: the event's own is linked, and editors may choose one. */
  projects: readonly ProjectOption[];
  /** Attendees are picked from, and named by, this workspace's members. */
  workspaceId: string;
  /** The form's starting values (an open event's, live: the form says what changes meanwhile). */
  initial: EventFormValues;
  /**
   * `input` is every field; `changes` only those changed from `initial`, which is what an edit
   * writes (a field someone else changed meanwhile is kept).
   */
  onSave(input: EventInput, changes: Partial<EventInput>): Promise<void>;
  onClose(): void;
}

export type EventDialogProps = CommonProps &
  (
    | { mode: 'create' }
    | {
        mode: 'view';
        /** The event, read first. */
        event: CalendarEvent;
        /** The signed-in user (who makes a task from the event). */
        uid: string;
        canEdit: boolean;
        canDelete: boolean;
        /** The event's own address, offered as a link to copy. */
        linkPath: string | null;
        onDelete(): Promise<void>;
        onExport(): void;
      }
  );

export function EventDialog(props: EventDialogProps) {
  const { onClose } = props;
  const [editing, setEditing] = useState(props.mode === 'create');
  const confirm = useConfirm();
  const title =
    props.mode === 'create'
      ? 'New event'
      : editing
        ? 'Edit event'
        : props.event.title || 'Untitled event';

  return (
    <Dialog
      title={title}
      description={
        props.initial.projectId && !(props.mode === 'create') ? (
          <ProjectLink projects={props.projects} projectId={props.initial.projectId} />
        ) : undefined
      }
      onClose={onClose}
    >
      {props.mode === 'view' && !editing ? (
        <EventDetails
          event={props.event}
          timeZone={props.timeZone}
          workspaceId={props.workspaceId}
          uid={props.uid}
          canEdit={props.canEdit}
          canDelete={props.canDelete}
          linkPath={props.linkPath}
          onEdit={() => setEditing(true)}
          onExport={props.onExport}
          onClose={onClose}
          onDelete={() => {
            const { event, onDelete } = props;
            confirm.ask({
              title: 'Delete event?',
              name: event.title || 'Untitled event',
              consequence: 'It is removed from everyone’s calendar, every repeat included.',
              confirmLabel: 'Delete event',
              failure: 'The event could not be deleted.',
              onConfirm: async () => {
                await onDelete();
                onClose();
              },
            });
          }}
        />
      ) : (
        <EventEditor
          initial={props.initial}
          timeZone={props.timeZone}
          projects={props.projects}
          workspaceId={props.workspaceId}
          onSave={props.onSave}
          onSaved={onClose}
          live={
            props.mode === 'view'
              ? {
                  values: props.initial,
                  changedBy:
                    props.event.updatedBy && props.event.updatedBy !== props.uid
                      ? props.event.updatedBy
                      : null,
                }
              : undefined
          }
          // From the read view, Cancel goes back to it; a new event's Cancel closes the dialog.
          onCancel={props.mode === 'create' ? onClose : () => setEditing(false)}
        />
      )}
      {confirm.dialog}
    </Dialog>
  );
}
