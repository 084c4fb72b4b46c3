import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { requireAllowed } from '../access';
import { actorFromAuthorization, type Actor } from '../auth';
import { badRequest } from '../http-error';
import { receiveMultipart } from '../multipart-upload';
import {
  fieldsFromUpload,
  resourceFacts,
  uploadMetadataSchema,
  uploadName,
  type ObjectFields,
} from '../object-metadata';
import { firebaseView } from '../object-views';
import { decimalString, parseInput, readJsonBody } from '../request-input';
import type { UploadSession } from '../resumable-sessions';
import { sendEmpty, sendJson } from '../respond';
import { queryOf, type BucketRequest, type Services } from '../route-context';

/** Firebase v0 uploads: multipart (uploadBytes) and resumable (uploadBytesResumable). */

const uploadQuery = z.object({
  name: z.string().min(1).optional(),
  upload_id: z.string().min(1).optional(),
});

const protocolHeader = z.enum(['multipart', 'resumable'], {
  error: 'X-Goog-Upload-Protocol must be multipart or resumable',
});

const startHeaders = z.object({
  'x-goog-upload-command': z.literal('start', { error: 'X-Goog-Upload-Command must be start' }),
  'x-goog-upload-header-content-length': decimalString.optional(),
  'x-goog-upload-header-content-type': z.string().min(1).optional(),
});

const COMMANDS = ['upload', 'finalize', 'query', 'cancel'] as const;

const commandHeaders = z.object({
  'x-goog-upload-command': z
    .string()
    .transform((value) => value.split(',').map((command) => command.trim()))
    .pipe(z.array(z.enum(COMMANDS)).min(1)),
  'x-goog-upload-offset': decimalString.optional(),
});

export async function upload(request: BucketRequest): Promise<void> {
  const query = parseInput(uploadQuery, queryOf(request.url), 'query');
  if (query.upload_id !== undefined) return continueUpload(request, query.upload_id);
  const protocol = parseInput(
    protocolHeader,
    request.req.headers['x-goog-upload-protocol'],
    'X-Goog-Upload-Protocol',
  );
  return protocol === 'multipart'
    ? multipartUpload(request, query.name)
    : startResumable(request, query.name);
}

async function multipartUpload(
  request: BucketRequest,
  queryName: string | undefined,
): Promise<void> {
  const { req, res, bucket, services } = request;
  const actor = actorFromAuthorization(req.headers.authorization);
  const received = await receiveMultipart(req, services.store.stagingDir);
  try {
    const name = uploadName(queryName, received.metadata);
    const fields = fieldsFromUpload(
      received.metadata,
      received.mediaContentType ?? 'application/octet-stream',
    );
    await authorizeWrite(actor, services, bucket, name, fields, received.staged.size);
    const object = await services.store.commit(received.staged, bucket, name, fields);
    sendJson(res, 200, firebaseView(object));
  } catch (error) {
    await received.staged.discard();
    throw error;
  }
}

async function startResumable(
  request: BucketRequest,
  queryName: string | undefined,
): Promise<void> {
  const { req, res, bucket, baseUrl, services } = request;
  const actor = actorFromAuthorization(req.headers.authorization);
  const headers = parseInput(startHeaders, req.headers, 'headers');
  const metadata = await readJsonBody(req, uploadMetadataSchema);
  const name = uploadName(queryName, metadata);
  const fields = fieldsFromUpload(
    metadata,
    headers['x-goog-upload-header-content-type'] ?? 'application/octet-stream',
  );
  const declaredSize = headers['x-goog-upload-header-content-length'];
  // Production refuses at start, before any bytes move; finalize checks again with the real size.
  await authorizeWrite(actor, services, bucket, name, fields, declaredSize ?? 0);
  const session = await services.sessions.start({ bucket, name, fields, declaredSize });
  const uploadUrl = `${baseUrl}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${session.id}&upload_protocol=resumable`;
  sendEmpty(res, 200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': uploadUrl,
    'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
    'X-Goog-Upload-Control-URL': '',
    'X-GUploader-UploadID': session.id,
  });
}

async function continueUpload(request: BucketRequest, uploadId: string): Promise<void> {
  const { req, res, bucket, services } = request;
  const { sessions } = services;
  const headers = parseInput(commandHeaders, req.headers, 'headers');
  const commands = new Set(headers['x-goog-upload-command']);
  const session = sessions.get(uploadId, bucket);
  await sessions.exclusive(session, async () => {
    if (commands.has('cancel')) {
      if (session.result) throw badRequest('Upload is already finalized');
      await sessions.discard(session);
      sendEmpty(res, 200);
      return;
    }
    if (commands.has('query')) {
      sendStatus(res, session, session.result ? 'final' : 'active');
      return;
    }
    if (session.result) {
      // The answer to the final chunk was lost and the SDK sent it again.
      req.resume();
      if (!commands.has('finalize')) throw badRequest('Upload is already finalized');
      sendStatus(res, session, 'final', firebaseView(session.result));
      return;
    }
    const offset = headers['x-goog-upload-offset'];
    if (offset === undefined) throw badRequest('X-Goog-Upload-Offset is required');
    await sessions.writeChunk(session, offset, req);
    if (!commands.has('finalize')) {
      sendStatus(res, session, 'active');
      return;
    }
    sessions.assertComplete(session);
    const actor = actorFromAuthorization(req.headers.authorization);
    try {
      await authorizeWrite(
        actor,
        services,
        bucket,
        session.name,
        session.fields,
        session.staged.size,
      );
    } catch (error) {
      await sessions.discard(session);
      throw error;
    }
    const result = await services.store.commit(
      session.staged,
      bucket,
      session.name,
      session.fields,
    );
    await sessions.finish(session, result);
    sendStatus(res, session, 'final', firebaseView(result));
  });
}

function sendStatus(
  res: ServerResponse,
  session: UploadSession,
  status: 'active' | 'final',
  body?: unknown,
): void {
  const headers = {
    'X-Goog-Upload-Status': status,
    'X-Goog-Upload-Size-Received': String(session.result?.size ?? session.staged.size),
  };
  if (body === undefined) sendEmpty(res, 200, headers);
  else sendJson(res, 200, body, headers);
}

/** Creating and overwriting are `create` and `update` in the rules, as in production. */
async function authorizeWrite(
  actor: Actor,
  services: Services,
  bucket: string,
  name: string,
  fields: ObjectFields,
  size: number,
): Promise<void> {
  const existing = services.store.get(bucket, name);
  await requireAllowed(
    actor,
    {
      operation: existing ? 'update' : 'create',
      path: name,
      incoming: resourceFacts({ ...fields, size }),
      existing: existing ? resourceFacts(existing) : null,
    },
    'WRITE',
    { bucket, membership: services.membership },
  );
}
