/**
 * The board: a column per status, cards in position order. An editor moves a card by dragging
 * it, or from the keyboard: focus its move button, Space or Enter picks it up, the arrows move it
 * (left and right across columns, up and down within one), Space or Enter drops it, Escape puts
 * it back; each step is announced. A drop writes only the moved task.
 */
import { TASK_STATUS_LABELS, type TaskStatus } from '@crewspace/common/tasks';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { taskHref } from '@crewspace/common/links';
import type { MembersById } from '@/features/workspaces';
import type { TaskColumn } from '../api/use-tasks';
import type { Task } from '../api/tasks';
import { dropPosition } from '../board-order';
import {
  describePlace,
  movePlace,
  placeOf,
  type BoardColumns,
  type KeyboardPlace,
} from '../keyboard-move';
import { TaskMeta } from './task-meta';
import styles from './tasks.module.css';

export interface TaskBoardProps {
  workspaceId: string;
  columns: readonly TaskColumn[];
  members: MembersById;
  canEdit: boolean;
  now: Date;
  timeZone: string;
  onMove(task: Task, to: { status: TaskStatus; position: string }): void;
}

const INSTRUCTIONS_ID = 'task-move-instructions';

function loaded(column: TaskColumn): Task[] {
  return column.state.status === 'ready' ? column.state.data : [];
}

export function TaskBoard(props: TaskBoardProps) {
  const { workspaceId, columns, members, canEdit, now, timeZone, onMove } = props;
  const [picked, setPicked] = useState<{ task: Task; place: KeyboardPlace } | null>(null);
  const [dragged, setDragged] = useState<Task | null>(null);
  const [dropAt, setDropAt] = useState<KeyboardPlace | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refocus, setRefocus] = useState<{
    id: string;
    status: TaskStatus;
    position: string;
  } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  const ids = Object.fromEntries(
    columns.map((column) => [column.status, loaded(column).map((task) => task.id)]),
  ) as unknown as BoardColumns;

  // A dropped card is drawn again in its new place once the move reaches the cache: its move
  // button takes the focus back there (found by its new column and position: a card moved to an
  // empty column may keep its key).
  useEffect(() => {
    if (!refocus) return;
    const handle = boardRef.current?.querySelector<HTMLElement>(
      `[data-task-handle="${CSS.escape(refocus.id)}"][data-place="${CSS.escape(`${refocus.status} ${refocus.position}`)}"]`,
    );
    if (handle) {
      handle.focus();
      setRefocus(null);
    }
  }, [refocus, columns]);

  /** Moves the card to `place`; the position it gets, or null when it stays where it is. */
  function drop(task: Task, place: KeyboardPlace): string | null {
    const column = columns.find((each) => each.status === place.status)!;
    if (place.status === task.status && ids[place.status].indexOf(task.id) === place.index)
      return null;
    const position = dropPosition(loaded(column), task.id, place.index);
    onMove(task, { status: place.status, position });
    return position;
  }

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>, task: Task) {
    const name = `“${task.title}”`;
    if (!picked || picked.task.id !== task.id) {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      const place = placeOf(ids, task.id);
      if (!place) return;
      setPicked({ task, place });
      setAnnouncement(
        `Picked up ${name}. ${describePlace(ids, task.id, place)}. Arrow keys move it, Space or Enter drops it, Escape cancels.`,
      );
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setPicked(null);
      setAnnouncement(`${name} put back. ${describePlace(ids, task.id, placeOf(ids, task.id)!)}.`);
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setPicked(null);
      const position = drop(task, picked.place);
      if (position) setRefocus({ id: task.id, status: picked.place.status, position });
      setAnnouncement(`${name} dropped. ${describePlace(ids, task.id, picked.place)}.`);
      return;
    }
    const next = movePlace(ids, task.id, picked.place, event.key);
    if (!next) return;
    event.preventDefault();
    setPicked({ task, place: next });
    setAnnouncement(describePlace(ids, task.id, next));
  }

  function onDragOver(event: DragEvent<HTMLUListElement>, status: TaskStatus) {
    if (!dragged) return;
    event.preventDefault();
    const cards = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-task-card]')].filter(
      (card) => card.dataset.taskCard !== dragged.id,
    );
    const index = cards.findIndex((card) => {
      const box = card.getBoundingClientRect();
      return event.clientY < box.top + box.height / 2;
    });
    const place = { status, index: index < 0 ? cards.length : index };
    if (place.status !== dropAt?.status || place.index !== dropAt.index) setDropAt(place);
  }

  function onDrop(event: DragEvent<HTMLUListElement>) {
    event.preventDefault();
    if (dragged && dropAt) drop(dragged, dropAt);
    setDragged(null);
    setDropAt(null);
  }

  const marker = picked?.place ?? dropAt;
  return (
    <div className={styles.board} ref={boardRef}>
      <p id={INSTRUCTIONS_ID} hidden>
        Space or Enter picks the card up; the arrow keys move it; Space or Enter drops it; Escape
        cancels.
      </p>
      <p className="visually-hidden" aria-live="assertive" role="status">
        {announcement}
      </p>
      {columns.map((column) => {
        const tasks = loaded(column);
        const others = tasks.filter((task) => task.id !== (picked?.task.id ?? dragged?.id));
        const markerIndex = marker?.status === column.status ? marker.index : -1;
        const headingId = `tasks-column-${column.status}`;
        return (
          <section key={column.status} className={styles.column} aria-labelledby={headingId}>
            <h2 className={styles.columnHead}>
              <span id={headingId}>{TASK_STATUS_LABELS[column.status]}</span>
              <span className={styles.muted}>
                {tasks.length}
                {column.hasMore ? '+' : ''}
                <span className="visually-hidden"> tasks</span>
              </span>
            </h2>
            {column.state.status === 'loading' ? <p className={styles.muted}>Loading…</p> : null}
            {column.state.status === 'error' ? (
              <p className={styles.muted}>This column could not be loaded.</p>
            ) : null}
            <ul
              className={styles.cards}
              aria-labelledby={headingId}
              onDragOver={(event) => onDragOver(event, column.status)}
              onDrop={onDrop}
            >
              {tasks.map((task) => {
                const index = others.indexOf(task);
                return [
                  index === markerIndex ? (
                    <li key="marker" className={styles.dropMarker} aria-hidden="true" />
                  ) : null,
                  <li
                    key={task.id}
                    data-task-card={task.id}
                    className={`${styles.card} ${picked?.task.id === task.id ? styles.picked : ''}`}
                    draggable={canEdit}
                    onDragStart={(event) => {
                      event.dataTransfer.setData('text/plain', task.id);
                      event.dataTransfer.effectAllowed = 'move';
                      setDragged(task);
                    }}
                    onDragEnd={() => {
                      setDragged(null);
                      setDropAt(null);
                    }}
                  >
                    <div className={styles.cardTop}>
                      <Link className={styles.cardTitle} to={taskHref(workspaceId, task.id)}>
                        {task.title}
                      </Link>
                      {canEdit ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          className={styles.handle}
                          data-task-handle={task.id}
                          data-place={`${task.status} ${task.position}`}
                          aria-label={`Move “${task.title}”`}
                          aria-describedby={INSTRUCTIONS_ID}
                          aria-pressed={picked?.task.id === task.id}
                          onKeyDown={(event) => onHandleKey(event, task)}
                          onBlur={() => {
                            if (picked?.task.id === task.id) setPicked(null);
                          }}
                        >
                          ⠿
                        </Button>
                      ) : null}
                    </div>
                    <TaskMeta task={task} members={members} now={now} timeZone={timeZone} />
                  </li>,
                ];
              })}
              {markerIndex >= others.length ? (
                <li className={styles.dropMarker} aria-hidden="true" />
              ) : null}
              {column.state.status === 'ready' && tasks.length === 0 && markerIndex < 0 ? (
                <li className={styles.muted}>No tasks.</li>
              ) : null}
            </ul>
            {column.hasMore ? (
              <Button size="sm" variant="secondary" onClick={column.showMore}>
                Show more
              </Button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
