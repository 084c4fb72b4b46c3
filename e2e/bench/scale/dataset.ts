/**
 * The scale bench's data, generated the same way every run: one workspace of 100,000 members, a
 * member of it who belongs to 50 workspaces, and the array model's twin of that member's
 * workspaces at the largest size the array model can store (4,000 members).
 *
 * Ids, names and photos look like production's: 28-character Firebase uids, short names and
 * Google profile photo URLs, so document and response sizes are what a real team would see.
 */
import { createHash } from 'node:crypto';

/** Members of the big workspace (new model). */
export const BIG_WORKSPACE_MEMBERS = 100_000;
/** Members of the array model's big workspace: the largest size it can store (see README). */
export const LEGACY_MEMBERS = 4_000;
/** Sizes whose array-model workspace is attempted and refused. */
export const LEGACY_REFUSED_SIZES = [6_000, 100_000] as const;
/** Workspaces the measured member belongs to, the big one included. */
export const MEMBER_WORKSPACES = 50;

export const BIG_WORKSPACE_ID = 'scale-100k';
export const BIG_WORKSPACE_NAME = 'Example Corp (everyone)';
export const LEGACY_WORKSPACE_ID = 'legacy-4k';
export const legacyRefusedWorkspaceId = (members: number) => `legacy-${members}`;

/** The member who opens the app: in the big workspace and 49 others. */
export const MEMBER = {
  uid: firebaseUid('member'),
  email: 'mira.many@bench.crewspace.test',
  password: 'bench-mira-many',
  displayName: 'Mira Many',
} as const;

/** Raised whenever the generated data changes, so a cached export of older data is not used. */
export const DATASET_VERSION = 1;

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

/** The index-th generated person (index 0 is the workspaces' owner). */
export function person(index: number): Person {
  const uid = firebaseUid(`person-${index}`);
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
  return { uid, displayName: `${first} ${last}`, photoURL: googlePhotoURL(uid) };
}

export const OWNER = person(0);

/** The measured member's other workspaces: their personal one and 48 small teams. */
export function smallWorkspaceIds(): string[] {
  return [
    `default-${MEMBER.uid}`,
    ...Array.from({ length: MEMBER_WORKSPACES - 2 }, (_, i) => `scale-team-${i + 1}`),
  ];
}

/** The array model's twins of those, so both models list the same 50 workspaces. */
export function legacySmallWorkspaceIds(): string[] {
  return Array.from({ length: MEMBER_WORKSPACES - 1 }, (_, i) => `legacy-team-${i + 1}`);
}
