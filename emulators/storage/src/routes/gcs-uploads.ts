import { z } from 'zod';
import { receiveMultipart } from '../multipart-upload';
import {
  fieldsFromUpload,
  uploadMetadataSchema,
  uploadName,
  type StoredObject,
} from '../object-metadata';
import { gcsView } from '../object-views';
import { decimalString, parseInput, readJsonBody } from '../request-input';
import { sendEmpty, sendJson } from '../respond';
import { queryOf, type BucketRequest } from '../route-context';

/** GCS JSON API uploads (`/upload/storage/v1/b/{bucket}/o`): multipart and resumable. */

const startQuery = z.object({
  uploadType: z.enum(['multipart', 'resumable'], {
    error: 'uploadType must be multipart or resumable',
  }),
  name: z.string().min(1).optional(),
});

const startHeaders = z.object({
  'x-upload-content-type': z.string().min(1).optional(),
  'x-upload-content-length': decimalString.optional(),
});

const dataQuery = z.object({ upload_id: z.string().min(1, 'upload_id is required') });

/** `bytes first-last/total`, `bytes first-*\/total` or `bytes *\/total`; total may be `*`. */
const contentRange = z
  .string()
  .regex(/^bytes (\*|\d+-(\d+|\*))\/(\d+|\*)$/, 'expected Content-Range: bytes first-last/total')
  .transform((value) => {
    const [span = '', total = ''] = value.slice('bytes '.length).split('/');
    const [first, last] = span.split('-');
    return {
      first: span === '*' ? undefined : Number(first),
      last: last === undefined || last === '*' ? undefined : Number(last),
      total: total === '*' ? undefined : Number(total),
    };
  });

export async function startUpload(request: BucketRequest): Promise<void> {
  const { req, res, url, bucket, baseUrl, services } = request;
  const query = parseInput(startQuery, queryOf(url), 'query');
  if (query.uploadType === 'multipart') {
    const received = await receiveMultipart(req, services.store.stagingDir);
    try {
      const name = uploadName(query.name, received.metadata);
      const fields = fieldsFromUpload(
        received.metadata,
        received.mediaContentType ?? 'application/octet-stream',
      );
      const object = await services.store.commit(received.staged, bucket, name, fields);
      await sendObject(request, object);
    } catch (error) {
      await received.staged.discard();
      throw error;
    }
    return;
  }
  const headers = parseInput(startHeaders, req.headers, 'headers');
  const metadata = await readJsonBody(req, uploadMetadataSchema);
  const name = uploadName(query.name, metadata);
  const fields = fieldsFromUpload(
    metadata,
    headers['x-upload-content-type'] ?? 'application/octet-stream',
  );
  const session = await services.sessions.start({
    bucket,
    name,
    fields,
    declaredSize: headers['x-upload-content-length'],
  });
  const location = `${baseUrl}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&uploadType=resumable&upload_id=${session.id}`;
  sendEmpty(res, 200, { Location: location, 'X-GUploader-UploadID': session.id });
}

/** PUT to the session URL: one request with everything, or chunks answered with 308. */
export async function uploadData(request: BucketRequest): Promise<void> {
  const { req, res, url, bucket, services } = request;
  const { sessions } = services;
  const { upload_id } = parseInput(dataQuery, queryOf(url), 'query');
  const header = req.headers['content-range'];
  const range =
    header === undefined
      ? { first: 0, last: undefined, total: undefined }
      : parseInput(contentRange, header, 'Content-Range');
  const session = sessions.get(upload_id, bucket);
  await sessions.exclusive(session, async () => {
    if (session.result) {
      req.resume();
      return sendObject(request, session.result);
    }
    if (range.first !== undefined) await sessions.writeChunk(session, range.first, req);
    const size = session.staged.size;
    // Without a last byte the request carried the rest of the upload.
    const complete =
      range.total !== undefined
        ? size === range.total
        : range.first !== undefined && range.last === undefined;
    if (!complete) {
      sendEmpty(res, 308, size > 0 ? { Range: `bytes=0-${size - 1}` } : {});
      return;
    }
    if (range.total !== undefined) session.declaredSize ??= range.total;
    sessions.assertComplete(session);
    const result = await services.store.commit(
      session.staged,
      bucket,
      session.name,
      session.fields,
    );
    await sessions.finish(session, result);
    await sendObject(request, result);
  });
}

async function sendObject(request: BucketRequest, object: StoredObject): Promise<void> {
  // GCS clients compare crc32c/md5 with their own and fail the upload when they are missing.
  const hashed = await request.services.store.ensureHashes(object);
  sendJson(request.res, 200, gcsView(hashed, request.baseUrl));
}
