import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { requireAllowed } from '../access';
import { actorFromAuthorization } from '../auth';
import { badRequest, objectNotFound } from '../http-error';
import { sendMedia } from '../media';
import { applyPatch, metadataPatchSchema, resourceFacts } from '../object-metadata';
import { firebaseView } from '../object-views';
import { decimalString, parseInput, readJsonBody } from '../request-input';
import { sendEmpty, sendJson } from '../respond';
import { queryOf, type BucketRequest, type ObjectRequest } from '../route-context';

/** Firebase v0 object routes: get (JSON or alt=media), update metadata, delete, list. */

const getQuery = z.object({
  alt: z.enum(['media', 'json']).optional(),
  token: z.string().optional(),
});

export async function getObject(request: ObjectRequest): Promise<void> {
  const { req, res, url, bucket, name, services } = request;
  const { alt, token } = parseInput(getQuery, queryOf(url), 'query');
  let object = services.store.get(bucket, name);
  // A download token stands in for the read rule, as in production.
  const tokenMatches = token !== undefined && object?.downloadTokens.includes(token) === true;
  if (!tokenMatches) {
    const actor = actorFromAuthorization(req.headers.authorization);
    const existing = object ? resourceFacts(object) : null;
    await requireAllowed(
      actor,
      { operation: 'read', path: name, incoming: null, existing },
      'READ',
      { bucket, membership: services.membership },
    );
  }
  if (!object) throw objectNotFound(bucket, name);
  if (object.downloadTokens.length === 0) {
    // Objects written through the GCS API have no token until someone asks, as in the emulator.
    object = await services.store.update(bucket, name, (current) => ({
      ...current,
      downloadTokens: [randomUUID()],
      metageneration: current.metageneration + 1,
    }));
  }
  if (alt === 'media') await sendMedia(req, res, object, services.store.blobPath(object));
  else sendJson(res, 200, firebaseView(object));
}

export async function patchObject(request: ObjectRequest): Promise<void> {
  const { req, res, bucket, name, services } = request;
  const actor = actorFromAuthorization(req.headers.authorization);
  const patch = await readJsonBody(req, metadataPatchSchema);
  const existing = services.store.get(bucket, name);
  await requireAllowed(
    actor,
    {
      operation: 'update',
      path: name,
      incoming: existing ? resourceFacts(applyPatch(existing, patch)) : null,
      existing: existing ? resourceFacts(existing) : null,
    },
    'WRITE',
    { bucket, membership: services.membership },
  );
  const updated = await services.store.update(bucket, name, (current) =>
    applyPatch(current, patch),
  );
  sendJson(res, 200, firebaseView(updated));
}

export async function deleteObject(request: ObjectRequest): Promise<void> {
  const { req, res, bucket, name, services } = request;
  const actor = actorFromAuthorization(req.headers.authorization);
  const existing = services.store.get(bucket, name);
  const facts = existing ? resourceFacts(existing) : null;
  await requireAllowed(
    actor,
    { operation: 'delete', path: name, incoming: null, existing: facts },
    'WRITE',
    { bucket, membership: services.membership },
  );
  if (!(await services.store.delete(bucket, name))) throw objectNotFound(bucket, name);
  sendEmpty(res, 204);
}

export const listQuery = z.object({
  prefix: z.string().default(''),
  delimiter: z.string().default(''),
  pageToken: z.string().min(1).optional(),
  maxResults: decimalString.pipe(z.number().int().min(1).max(1000)).default(1000),
});

export async function listObjects(request: BucketRequest): Promise<void> {
  const { req, res, url, bucket, services } = request;
  const query = parseInput(listQuery, queryOf(url), 'query');
  if (query.prefix !== '' && !query.prefix.endsWith('/')) {
    throw badRequest(
      'The prefix parameter is required to be empty or ends with a single / character.',
    );
  }
  const actor = actorFromAuthorization(req.headers.authorization);
  const folder = query.prefix.slice(0, -1);
  await requireAllowed(
    actor,
    { operation: 'list', path: folder, incoming: null, existing: null },
    'LIST',
    { bucket, membership: services.membership },
  );
  const page = services.store.list(bucket, query);
  sendJson(res, 200, {
    prefixes: page.prefixes,
    items: page.items.map((object) => ({ name: object.name, bucket: object.bucket })),
    nextPageToken: page.nextPageToken,
  });
}
