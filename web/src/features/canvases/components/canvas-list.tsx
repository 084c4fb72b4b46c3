/**
 * The workspace's canvases, pinned first: create, rename, pin/unpin, duplicate and delete,
 * each offered only with the right (editMessages; delete: own canvas, or deleteMessages).
 */
import {
  hasWorkspaceRight,
  missingRightReason,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { canvasHref } from '@crewspace/common/links';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import { ProjectSelect, type ProjectOption } from '@/components/ui/project-select';
import { TextField } from '@/components/ui/text-field';
import { useAction } from '@/lib/use-action';
import type { Canvas } from '../api/canvases';
import { useCanvasActions, useCanvases } from '../api/use-canvases';
import { cleanTitle, copyTitle, sortCanvases } from '../utils/canvas-list';
import styles from './canvases.module.css';

export interface CanvasListProps {
  workspaceId: string;
  uid: string;
  role: WorkspaceRole | null;
  /** The project a new canvas starts in (from a project page's "New canvas"). */
  projectId?: string | null;
  /** The workspace's projects, to choose a new canvas's project from. */
  projects?: readonly ProjectOption[];
  onCreated?(canvasId: string): void;
}

export function CanvasList({
  workspaceId,
  uid,
  role,
  projectId = null,
  projects = [],
  onCreated,
}: CanvasListProps) {
  const live = useCanvases(workspaceId);
  const actions = useCanvasActions(workspaceId, uid);
  const canEdit = hasWorkspaceRight(role, 'editMessages');
  const [title, setTitle] = useState('');
  const [newProjectId, setNewProjectId] = useState(projectId);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const action = useAction();
  const confirm = useConfirm();
  // A partial delete succeeds but is worth saying; it is not an action failure.
  const [leftover, setLeftover] = useState<string | null>(null);
  const { run, pending, setError } = action;
  // Each row's buttons say what they do ("Pin") and are described by the row's canvas title.
  const rowId = useId();

  function create(event: FormEvent) {
    event.preventDefault();
    const clean = cleanTitle(title);
    if (!clean) {
      setError('Give the canvas a title (up to 100 characters).');
      return;
    }
    void run(
      async () => {
        const id = await actions.create(clean, newProjectId);
        setTitle('');
        onCreated?.(id);
      },
      'Could not create the canvas.',
      'create',
    );
  }

  function rename(event: FormEvent, canvas: Canvas) {
    event.preventDefault();
    const clean = cleanTitle(renaming?.title ?? '');
    if (!clean) {
      setError('Give the canvas a title (up to 100 characters).');
      return;
    }
    void run(
      async () => {
        await actions.update(canvas.id, { title: clean });
        setRenaming(null);
      },
      'Could not rename the canvas.',
      canvas.id,
    );
  }

  if (live.status === 'loading') return <Loading />;
  if (live.status === 'error') return <Alert tone="error">Could not load the canvases.</Alert>;
  const canvases = sortCanvases(live.data);
  const titles = canvases.map((canvas) => canvas.title);

  return (
    <div className={styles.page}>
      {canEdit ? (
        <form className={styles.createForm} onSubmit={create}>
          <TextField
            label="New canvas"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="Sprint board"
            maxLength={100}
          />
          {projects.length > 0 || newProjectId ? (
            <ProjectSelect projects={projects} value={newProjectId} onChange={setNewProjectId} />
          ) : null}
          <Button type="submit" busy={pending === 'create'} disabled={action.busy}>
            Create canvas
          </Button>
        </form>
      ) : null}
      <ReadOnlyNote
        reason={missingRightReason(role, 'editMessages', 'create or change canvases')}
      />
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {leftover ? <Alert tone="warning">{leftover}</Alert> : null}
      {canvases.length === 0 ? <p className={styles.muted}>No canvases yet.</p> : null}
      <ul className={styles.list} aria-label="Canvases">
        {canvases.map((canvas) => {
          const canDelete =
            (canEdit && canvas.createdBy === uid) || hasWorkspaceRight(role, 'deleteMessages');
          const isBusy = pending === canvas.id;
          // One change at a time (useAction): while another is on its way to the server, the
          // other buttons wait, disabled, rather than do nothing when pressed.
          const titleId = `${rowId}-${canvas.id}`;
          const describedBy = renaming?.id === canvas.id ? undefined : titleId;
          return (
            <li key={canvas.id} className={styles.item}>
              {renaming?.id === canvas.id ? (
                <form className={styles.createForm} onSubmit={(e) => rename(e, canvas)}>
                  <TextField
                    label="Title"
                    value={renaming.title}
                    onChange={(e) => setRenaming({ id: canvas.id, title: e.target.value })}
                    maxLength={100}
                    autoFocus
                  />
                  <Button type="submit" size="sm" busy={isBusy} disabled={action.busy}>
                    Save
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                    Cancel
                  </Button>
                </form>
              ) : (
                <Link id={titleId} to={canvasHref(workspaceId, canvas.id)}>
                  {canvas.title || 'Untitled canvas'}
                </Link>
              )}
              {canvas.pinned ? <span className={styles.pin}>Pinned</span> : null}
              <span className={styles.spacer} />
              {canEdit && renaming?.id !== canvas.id ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={action.busy}
                    aria-describedby={describedBy}
                    onClick={() =>
                      void run(
                        () => actions.update(canvas.id, { pinned: !canvas.pinned }),
                        'Could not change the pin.',
                        canvas.id,
                      )
                    }
                  >
                    {canvas.pinned ? 'Unpin' : 'Pin'}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-describedby={describedBy}
                    onClick={() => setRenaming({ id: canvas.id, title: canvas.title })}
                  >
                    Rename
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={action.busy}
                    aria-describedby={describedBy}
                    onClick={() =>
                      void run(
                        () => actions.duplicate(canvas, copyTitle(canvas.title, titles)),
                        'Could not duplicate the canvas.',
                        canvas.id,
                      )
                    }
                  >
                    Duplicate
                  </Button>
                </>
              ) : null}
              {canDelete ? (
                <Button
                  size="sm"
                  variant="danger"
                  disabled={action.busy}
                  aria-describedby={describedBy}
                  onClick={() =>
                    confirm.ask({
                      title: 'Delete canvas?',
                      name: canvas.title || 'Untitled canvas',
                      consequence: 'Its drawing and images go for everyone. This cannot be undone.',
                      confirmLabel: 'Delete canvas',
                      failure: 'Could not delete the canvas.',
                      onConfirm: async () => {
                        setLeftover(null);
                        const { failed } = await actions.remove(canvas.id);
                        if (failed > 0) {
                          setLeftover(
                            `The canvas was deleted; ${failed} of its drawings could not be removed.`,
                          );
                        }
                      },
                    })
                  }
                >
                  Delete
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {confirm.dialog}
    </div>
  );
}
