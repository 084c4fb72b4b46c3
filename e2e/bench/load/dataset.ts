/**
 * The load bench's workspace, the same every run of a given size: its people (the scale bench's
 * generated ones, each with a real Auth account), who plays which part, and the content seeded
 * for them to work on.
 */
import { workspacePeople, type Person } from '../scale/dataset';

export const LOAD_WORKSPACE_ID = 'load-team';
export const LOAD_WORKSPACE_NAME = 'Load team';

/** Group chats beside the team channel; member i is in group i mod GROUP_COUNT. */
export const GROUP_COUNT = 4;
export const PROJECT_COUNT = 10;
export const TASK_COUNT = 10;
export const CANVAS_COUNT = 4;
export const ELEMENTS_PER_CANVAS = 10;
export const VIDEO_COUNT = 3;
/** Seconds: the recorded length of every seeded video, so comments may land anywhere in it. */
export const VIDEO_SECONDS = 120;
/** Each acting member owns one event with this many attendees (others, never the owner). */
export const EVENT_ATTENDEES = 2;

/** The owner (who acts too), the observer (who never acts) and the member measured alone. */
export const OWNER = 0;
export const OBSERVER = 1;
export const SOLO = 2;

export interface LoadPerson extends Person {
  index: number;
  email: string;
  password: string;
}

export function loadPeople(size: number): LoadPerson[] {
  return workspacePeople(LOAD_WORKSPACE_ID, size, []).map((person, index) => ({
    ...person,
    index,
    email: `load-${index}@bench.crewspace.test`,
    password: `load-bench-${index}`,
  }));
}

/** Everyone but the observer: the observer only watches, so what it sees is someone else's. */
export function actingMembers(size: number): number[] {
  return Array.from({ length: size }, (_, index) => index).filter((index) => index !== OBSERVER);
}

/** The group chat of a member; the observer is in all of them. */
export function groupOf(index: number): number {
  return index % GROUP_COUNT;
}

export function groupMembers(people: readonly LoadPerson[], group: number): LoadPerson[] {
  return people.filter((one) => groupOf(one.index) === group || one.index === OBSERVER);
}

export function groupChannelId(group: number): string {
  return `group-load-${group}`;
}

export function projectId(index: number): string {
  return `load-project-${index}`;
}

export function taskId(index: number): string {
  return `load-task-${index}`;
}

export function canvasId(index: number): string {
  return `load-canvas-${index}`;
}

export function videoId(index: number): string {
  return `load-video-${index}`;
}

/** The index-th video's uploader: the members after the solo one, so their notices spread. */
export function videoUploader(index: number): number {
  return SOLO + 1 + index;
}

/** The uploader of a seeded video, by its id. */
export function uploaderOfVideo(id: string): number {
  const index = Array.from({ length: VIDEO_COUNT }, (_, one) => videoId(one)).indexOf(id);
  if (index === -1) throw new Error(`${id} is not a seeded video.`);
  return videoUploader(index);
}

export function seededEventId(member: number): string {
  return `load-event-${member}`;
}

/** The floor: each operation this many times by the member measured alone. */
export const FLOOR_REPEATS = 24;

/**
 * The members whose own events also invite the member measured alone, so that member has an
 * unread notification to open for each of the floor's samples (and the warm-up's), like a lead
 * invited to many meetings.
 */
export const SOLO_INVITED_BY = FLOOR_REPEATS + 2;

/**
 * The attendees of a member's own event: the next members round the team (never the observer,
 * never the owner of the event), and the solo member on the first SOLO_INVITED_BY events.
 */
export function seededAttendees(member: number, size: number): number[] {
  const acting = actingMembers(size).filter((index) => index !== member);
  const start = acting.findIndex((index) => index > member);
  const next = Array.from(
    { length: Math.min(EVENT_ATTENDEES, acting.length) },
    (_, offset) => acting[((start === -1 ? 0 : start) + offset) % acting.length]!,
  );
  const invitesSolo = member !== SOLO && actingMembers(size).indexOf(member) < SOLO_INVITED_BY;
  return invitesSolo && !next.includes(SOLO) ? [...next, SOLO] : next;
}
