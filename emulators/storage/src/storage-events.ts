/**
 * Storage's events for Cloud Functions: an object finalized (uploaded, or uploaded over) and an
 * object deleted (deleted, or its older generation overwritten), as GCS sends them in a bucket
 * without versioning. The functions emulator takes them as CloudEvents on its multicast route,
 * as it does from the official Storage emulator, and runs the functions that listen
 * (onObjectFinalized / onObjectDeleted in functions/src/index.ts).
 */
import { randomUUID } from 'node:crypto';
import { projectFromBucket } from './membership-lookup';
import type { StoredObject } from './object-metadata';

export type StorageEventKind = 'finalized' | 'deleted';

/** Called after an object changed; must not throw (delivery failures are the sink's business). */
export type StorageEventSink = (kind: StorageEventKind, object: StoredObject) => void;

export interface FunctionsEmulatorTarget {
  /** `host:port` of the Functions emulator. */
  host: string;
  /** The project whose functions listen; by default derived from the bucket name. */
  projectId?: string;
}

/** The object as Storage events carry it (GCS's object resource: sizes as strings). */
function objectData(object: StoredObject) {
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    bucket: object.bucket,
    name: object.name,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    size: String(object.size),
    timeCreated: object.timeCreated,
    updated: object.updated,
    metadata: object.customMetadata,
  };
}

/**
 * Posts each event to the Functions emulator, one after the other (an overwrite's delete before
 * its finalize, as GCS orders them). A failed delivery is logged: the functions' reconciliation
 * of usage is not this service's job, and an upload never fails for it.
 */
export function functionsEventSink(target: FunctionsEmulatorTarget): StorageEventSink {
  let queue = Promise.resolve();
  return (kind, object) => {
    const projectId = target.projectId ?? projectFromBucket(object.bucket);
    const body = {
      specversion: '1.0',
      id: randomUUID(),
      type: `google.cloud.storage.object.v1.${kind}`,
      source: `//storage.googleapis.com/projects/_/buckets/${object.bucket}/objects/${object.name}`,
      time: new Date().toISOString(),
      data: objectData(object),
    };
    queue = queue.then(async () => {
      try {
        const response = await fetch(
          `http://${target.host}/functions/projects/${encodeURIComponent(projectId)}/trigger_multicast`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/cloudevents+json; charset=UTF-8' },
            body: JSON.stringify(body),
          },
        );
        if (!response.ok) throw new Error(`answered ${response.status}`);
      } catch (error) {
        console.error(
          `storage emulator: the ${kind} event of ${object.name} did not reach the Functions emulator at ${target.host}`,
          error instanceof Error ? error.message : error,
        );
      }
    });
  };
}
