/**
 * The typed toolkit every feature's converters use: one Timestamp→Date, and one way to make a
 * read-only FirestoreDataConverter (the stored shape `Db` in, the app model `App` out, server
 * timestamps estimated while a write is pending). Writes go through each feature's own write
 * functions with plain fields, never through a converter's toFirestore.
 */
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';

export { Timestamp };

/** Server timestamps are null in the local snapshot until the write lands; estimate them instead. */
const SNAPSHOT_OPTIONS: SnapshotOptions = { serverTimestamps: 'estimate' };

/** A stored Timestamp as a Date; anything else (missing, pending, wrong type) as null. */
export function toDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

/**
 * A converter that reads documents into app models. `fromDoc` gets the document's id, its data
 * and the ids of the documents it sits under (`parents[0]` is the workspace for
 * `workspaces/{ws}/projects/{id}`), so one module-level converter serves every workspace:
 * reactfire and our live-data registry tell listeners apart by converter identity.
 */
export function readOnlyConverter<App, Db extends DocumentData>(
  name: string,
  fromDoc: (id: string, data: Db, parents: readonly string[]) => App,
): FirestoreDataConverter<App, Db> {
  return {
    toFirestore() {
      throw new Error(`${name} documents are written through their feature's write functions.`);
    },
    fromFirestore(snapshot: QueryDocumentSnapshot<Db, Db>, options?: SnapshotOptions) {
      return fromDoc(
        snapshot.id,
        snapshot.data({ ...SNAPSHOT_OPTIONS, ...options }),
        parentIds(snapshot.ref.path),
      );
    },
  };
}

/** The ids of the documents a path sits under, nearest first: `a/1/b/2/c/3` → ['2', '1']. */
export function parentIds(path: string): string[] {
  const segments = path.split('/');
  const ids: string[] = [];
  for (let index = segments.length - 3; index >= 0; index -= 2) ids.push(segments[index]!);
  return ids;
}
