/**
 * The workload table: every operation the simulated members do and its weight in the mix (about
 * one action in four is a chat message). Adding an operation is one entry: a name, a weight, and a
 * `run` that writes through the member's own clients, records what was acknowledged in the
 * ledger and says what the observer and notified members are to see.
 */
import { createEvent, renameEvent } from './operations/calendar';
import { drawElement, moveElement } from './operations/canvases';
import { react, reply, sendMention, sendMessage } from './operations/chat';
import { openNotification } from './operations/notifications';
import type { Operation } from './operations/operation';
import { createProject, editProject } from './operations/projects';
import { editTask } from './operations/tasks';
import { commentOnVideo, replyOnVideo } from './operations/videos';

export const WORKLOAD: readonly Operation[] = [
  { name: 'chat message', weight: 24, run: sendMessage },
  { name: 'chat mention', weight: 5, run: sendMention },
  { name: 'chat reply', weight: 10, run: reply },
  { name: 'chat reaction', weight: 14, run: react },
  { name: 'video comment', weight: 6, run: commentOnVideo },
  { name: 'video reply', weight: 4, run: replyOnVideo },
  { name: 'project edit', weight: 8, run: editProject },
  { name: 'project create', weight: 1, run: createProject },
  { name: 'task edit', weight: 6, run: editTask },
  { name: 'canvas draw', weight: 5, run: drawElement },
  { name: 'canvas move', weight: 6, run: moveElement },
  { name: 'event rename', weight: 4, run: renameEvent },
  { name: 'event create', weight: 2, run: createEvent },
  { name: 'notification open', weight: 6, run: openNotification },
];
