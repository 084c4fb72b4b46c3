import { z } from 'zod';
import { objectNotFound } from '../http-error';
import { sendMedia } from '../media';
import { applyPatch, metadataPatchSchema } from '../object-metadata';
import { gcsView } from '../object-views';
import { parseInput, readJsonBody } from '../request-input';
import { sendEmpty, sendJson } from '../respond';
import { queryOf, type BucketRequest, type ObjectRequest } from '../route-context';
import { listQuery } from './firebase-objects';

/**
 * The GCS JSON API subset firebase-admin's bucket()/file() use. Like the official emulator, it
 * applies no rules: admin clients send no token against an emulator.
 */

const getQuery = z.object({
  alt: z.enum(['media', 'json']).optional(),
  generation: z.string().regex(/^\d+$/).optional(),
});

function requireObject(request: ObjectRequest, generation?: string) {
  const { bucket, name, services } = request;
  const object = services.store.get(bucket, name);
  if (!object || (generation !== undefined && generation !== object.generation)) {
    throw objectNotFound(bucket, name);
  }
  return object;
}

export async function getObject(request: ObjectRequest): Promise<void> {
  const { req, res, url, baseUrl, services } = request;
  const { alt, generation } = parseInput(getQuery, queryOf(url), 'query');
  const object = requireObject(request, generation);
  if (alt === 'media') await sendMedia(req, res, object, services.store.blobPath(object));
  else sendJson(res, 200, gcsView(await services.store.ensureHashes(object), baseUrl));
}

export async function patchObject(request: ObjectRequest): Promise<void> {
  const { req, res, bucket, name, baseUrl, services } = request;
  const patch = await readJsonBody(req, metadataPatchSchema);
  const updated = await services.store.update(bucket, name, (current) =>
    applyPatch(current, patch),
  );
  sendJson(res, 200, gcsView(updated, baseUrl));
}

/** `ifGenerationMatch` makes a read-then-delete safe against a replacement in between. */
const deleteQuery = z.object({ ifGenerationMatch: z.string().regex(/^\d+$/).optional() });

export async function deleteObject(request: ObjectRequest): Promise<void> {
  const { res, url, bucket, name, services } = request;
  const { ifGenerationMatch } = parseInput(deleteQuery, queryOf(url), 'query');
  if (!(await services.store.delete(bucket, name, ifGenerationMatch))) {
    throw objectNotFound(bucket, name);
  }
  sendEmpty(res, 204);
}

export function listObjects(request: BucketRequest): void {
  const { res, url, bucket, baseUrl, services } = request;
  const page = services.store.list(bucket, parseInput(listQuery, queryOf(url), 'query'));
  sendJson(res, 200, {
    kind: 'storage#objects',
    items: page.items.map((object) => gcsView(object, baseUrl)),
    prefixes: page.prefixes,
    nextPageToken: page.nextPageToken,
  });
}
