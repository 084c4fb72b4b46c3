/**
 * The scale bench's generated people, the same every run. Ids, names and photos look like
 * production's (28-character Firebase uids, short names, Google profile photo URLs), so document
 * and response sizes are what a real team would see.
 */
import { createHash } from 'node:crypto';

/** Members of the big workspace unless `--members` says otherwise. */
export const DEFAULT_BIG_MEMBERS = 100_000;
/** Members of the floor workspace: the same measurements on a small team. */
export const FLOOR_MEMBERS = 100;
/** Workspaces of the member who belongs to many (the "member with 50 workspaces"). */
export const MANY_WORKSPACES = 50;
/** Members of each small workspace that makes up those 50. */
export const SMALL_MEMBERS = 10;
/**
 * The largest array-model workspace the bench stores: the issue measured 4,000 members storing
 * and 6,000 refused (a document holds at most 1 MiB).
 */
export const LEGACY_MAX_MEMBERS = 4_000;
/**
 * The array-model size the bench tries to store to show the ceiling: past 1 MiB, yet under the
 * emulator's 4 MiB gRPC message limit (a larger write is refused before Firestore sees it, and
 * the admin SDK retries that refusal for minutes).
 */
export const LEGACY_REFUSED_MEMBERS = 6_000;

const FIRST = ['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kim', 'Lu'];
const LAST = ['Lee', 'Kim', 'Ng', 'Roy', 'Diaz', 'Park', 'Shah', 'Ito', 'Cruz', 'Ali', 'Wu', 'Ko'];

/** A 28-character id like Firebase Auth's, stable per label. */
export function firebaseUid(label: string): string {
  return createHash('sha256').update(label).digest('base64url').replace(/[-_]/g, 'x').slice(0, 28);
}

/** A Google profile photo URL of the usual shape and length. */
export function googlePhotoURL(uid: string): string {
  const token = createHash('sha256').update(`photo:${uid}`).digest('base64url').slice(0, 66);
  return `https://lh3.googleusercontent.com/a/ACg8oc${token}=s96-c`;
}

export interface Person {
  uid: string;
  displayName: string;
  photoURL: string;
}

/** The index-th generated person of a workspace (index 0 is its owner). */
export function person(workspaceId: string, index: number): Person {
  const uid = firebaseUid(`${workspaceId}-person-${index}`);
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
  return { uid, displayName: `${first} ${last}`, photoURL: googlePhotoURL(uid) };
}

/** The people of a bench workspace: a generated owner, the measured people, then generated ones. */
export function workspacePeople(
  workspaceId: string,
  size: number,
  measured: readonly Person[],
): Person[] {
  const people = [person(workspaceId, 0), ...measured];
  for (let index = 1; people.length < size; index += 1) people.push(person(workspaceId, index));
  return people;
}
