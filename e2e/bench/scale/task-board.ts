/**
 * The task board at scale: a workspace's tasks seeded straight into the emulator (realistic
 * fields: titles, a description, assignees, a checklist, due dates, positions in order), and the
 * board's first screen asked over REST with a member's token as the web app asks it: the first
 * page of each of the four status columns (common/src/task-queries.ts), then the next page of
 * To do, and the dashboard's "My tasks".
 */
import {
  TASK_COLUMN_PAGE_SIZE,
  myTasksQuery,
  taskColumnQuery,
  type TaskCursor,
  type TaskQuery,
} from '@crewspace/common/task-queries';
import { positionBetween } from '@crewspace/common/task-position';
import { TASK_STATUSES, newTaskDoc, type TaskDoc } from '@crewspace/common/tasks';
import { TEST_PROJECT_ID } from '@crewspace/common/local-config';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';
import { workspacePeople, type Person } from './dataset';
import { runQuery } from './rest';
import { documentsAndBytes, timed } from './tally';

/** Tasks in the big board and in its floor. */
export const BIG_BOARD_TASKS = 2_000;
export const FLOOR_BOARD_TASKS = 20;

const DOCUMENTS = `projects/${TEST_PROJECT_ID}/databases/(default)/documents`;
const WORDS = ['logo', 'cut', 'poster', 'intro', 'colour', 'sound', 'credits', 'teaser', 'deck'];
const VERBS = ['Fix', 'Export', 'Review', 'Reshoot', 'Approve', 'Send', 'Trim', 'Grade'];

/** The index-th task of a board: spread over the columns, assigned to the measured member. */
function benchTask(index: number, people: readonly Person[], measured: Person): TaskDoc<Timestamp> {
  const at = Timestamp.fromMillis(Date.parse('2026-01-05T09:00:00Z') + index * 60_000);
  const status = TASK_STATUSES[index % TASK_STATUSES.length]!;
  const others = [people[(index * 7) % people.length]!, people[(index * 13) % people.length]!];
  const title = `${VERBS[index % VERBS.length]} the ${WORDS[index % WORDS.length]} (${index})`;
  const day = 1 + (index % 28);
  const task = newTaskDoc(
    {
      title,
      description:
        `${title}: the notes from the review, what changes and who signs it off. `.repeat(3),
      status,
      assignees: [...new Set([measured.uid, ...others.map((one) => one.uid)])],
      due: index % 3 === 0 ? null : `2026-03-${String(day).padStart(2, '0')}`,
      priority: (['none', 'low', 'medium', 'high', 'urgent'] as const)[index % 5]!,
      projectId: null,
      checklist: Array.from({ length: index % 4 }, (_, item) => ({
        id: `c${item}`,
        text: `Step ${item + 1} of ${title}`,
        done: item % 2 === 0,
      })),
      position: 'a0',
    },
    null,
    { uid: others[0]!.uid, now: at },
  );
  return { ...task, completedAt: status === 'done' ? at : null };
}

/**
 * Seeds `count` tasks into a workspace of `size` members (the caller turns triggers off), and
 * returns the last card of To do's first page (cards are seeded in position order), where the
 * board's next page starts.
 */
export async function seedBoard(
  workspaceId: string,
  size: number,
  measured: Person,
  count: number,
): Promise<TaskCursor> {
  const db = getFirestore(adminApp());
  const people = workspacePeople(workspaceId, Math.min(size, 200), [measured]);
  const writer = db.bulkWriter({ throttling: false });
  // Each column's cards in order, as cards added one after another get their positions.
  const last = new Map<string, string | null>();
  const todo: TaskCursor[] = [];
  for (let index = 0; index < count; index += 1) {
    const task = benchTask(index, people, measured);
    const position = positionBetween(last.get(task.status) ?? null, null);
    last.set(task.status, position);
    const id = `t${String(index).padStart(5, '0')}`;
    if (task.status === 'todo') todo.push({ position, id });
    void writer.set(db.doc(`workspaces/${workspaceId}/tasks/${id}`), { ...task, position });
  }
  await writer.close();
  const end = todo[Math.min(TASK_COLUMN_PAGE_SIZE, todo.length) - 1];
  if (!end) throw new Error(`${workspaceId} has no task to do.`);
  return end;
}

type RestValue = Record<string, unknown>;

function restValue(value: unknown): RestValue {
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (typeof value === 'string') return { stringValue: value };
  throw new Error(`No REST value for ${JSON.stringify(value)}`);
}

const OPERATORS = {
  '==': 'EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '<': 'LESS_THAN',
} as const;

/** A shared task query as Firestore's REST API takes it. */
export function structuredQuery(query: TaskQuery): { parent: string; structuredQuery: unknown } {
  const [, workspaceId] = query.collection;
  const filters = query.filters.map((filter) => ({
    fieldFilter: {
      field: { fieldPath: filter.field },
      op: OPERATORS[filter.op],
      value: restValue(filter.value),
    },
  }));
  const cursor = query.startAfter?.map((value, index) =>
    query.orderBy[index]?.field === '__name__'
      ? { referenceValue: `${DOCUMENTS}/${query.collection.join('/')}/${String(value)}` }
      : restValue(value),
  );
  return {
    parent: `workspaces/${workspaceId}`,
    structuredQuery: {
      from: [{ collectionId: query.collection[2] }],
      where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
      orderBy: query.orderBy.map((order) => ({
        field: { fieldPath: order.field },
        direction: order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
      })),
      ...(cursor ? { startAt: { values: cursor, before: false } } : {}),
      limit: query.limit,
    },
  };
}

function ask(token: string, query: TaskQuery) {
  const { parent, structuredQuery: structured } = structuredQuery(query);
  return runQuery(token, parent, structured);
}

export interface BoardLoad {
  tasks: number;
  firstScreen: { documents: number; bytes: number; ms: number };
  nextPage: { documents: number; bytes: number; ms: number };
  myTasks: { documents: number; bytes: number; ms: number };
}

/**
 * The board's first screen (four columns at once), the next page of To do and "My tasks", each
 * asked once to warm the emulator's query path before the answer that is reported.
 */
export async function openBoard(
  token: string,
  uid: string,
  board: { workspaceId: string; tasks: number; todoPageEnd: TaskCursor },
): Promise<BoardLoad> {
  const { workspaceId, tasks } = board;
  const columns = () =>
    Promise.all(TASK_STATUSES.map((status) => ask(token, taskColumnQuery(workspaceId, status))));
  await columns();
  const first = await timed(async () => (await columns()).flat());
  const next = await timed(() =>
    ask(token, taskColumnQuery(workspaceId, 'todo', {}, board.todoPageEnd)),
  );
  await ask(token, myTasksQuery(workspaceId, uid));
  const mine = await timed(() => ask(token, myTasksQuery(workspaceId, uid)));
  return {
    tasks,
    firstScreen: { ...documentsAndBytes(first.result), ms: first.ms },
    nextPage: { ...documentsAndBytes(next.result), ms: next.ms },
    myTasks: { ...documentsAndBytes(mine.result), ms: mine.ms },
  };
}
