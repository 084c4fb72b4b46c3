import { HttpError } from './http-error';
import type { BucketRequest, ObjectRequest, RouteContext } from './route-context';
import * as control from './routes/control';
import * as firebaseObjects from './routes/firebase-objects';
import * as firebaseUploads from './routes/firebase-uploads';
import * as gcsObjects from './routes/gcs-objects';
import * as gcsUploads from './routes/gcs-uploads';

type Api = 'firebase' | 'gcs' | 'gcs-upload';
type Handler<R> = (request: R) => void | Promise<void>;

/** URL prefixes before `b/{bucket}/o[/{object}]`. Longest first: `/b/` would match them all. */
const API_PREFIXES: ReadonlyArray<readonly [string, Api]> = [
  ['/v0/b/', 'firebase'],
  ['/upload/storage/v1/b/', 'gcs-upload'],
  ['/download/storage/v1/b/', 'gcs'],
  ['/storage/v1/b/', 'gcs'],
  ['/b/', 'gcs'],
];

const BUCKET_ROUTES: Partial<Record<string, Handler<BucketRequest>>> = {
  'firebase GET': firebaseObjects.listObjects,
  'firebase POST': firebaseUploads.upload,
  'gcs GET': gcsObjects.listObjects,
  'gcs-upload POST': gcsUploads.startUpload,
  'gcs-upload PUT': gcsUploads.uploadData,
};

const OBJECT_ROUTES: Partial<Record<string, Handler<ObjectRequest>>> = {
  'firebase GET': firebaseObjects.getObject,
  'firebase PATCH': firebaseObjects.patchObject,
  'firebase DELETE': firebaseObjects.deleteObject,
  'gcs GET': gcsObjects.getObject,
  'gcs PATCH': gcsObjects.patchObject,
  'gcs DELETE': gcsObjects.deleteObject,
};

const CONTROL_ROUTES: Partial<Record<string, Handler<RouteContext>>> = {
  'GET /_emulator/health': control.health,
  'POST /_emulator/reset': control.reset,
  'POST /internal/reset': control.reset,
};

export async function route(context: RouteContext): Promise<void> {
  const { req, url } = context;
  const method = effectiveMethod(req.method ?? 'GET', req.headers['x-http-method-override']);
  const controlRoute = CONTROL_ROUTES[`${method} ${url.pathname}`];
  if (controlRoute) return controlRoute(context);

  const target = parseTarget(url.pathname);
  if (target) {
    const { api, bucket, name } = target;
    if (name === undefined) {
      const handler = BUCKET_ROUTES[`${api} ${method}`];
      if (handler) return handler({ ...context, bucket });
    } else {
      const handler = OBJECT_ROUTES[`${api} ${method}`];
      if (handler) return handler({ ...context, bucket, name });
    }
  }
  throw new HttpError(404, `No route for ${method} ${url.pathname}`);
}

/** HEAD is GET without a body (Node drops it); the emulator takes PUT + override as PATCH. */
function effectiveMethod(method: string, override: string | string[] | undefined): string {
  if (method === 'HEAD') return 'GET';
  if (method === 'PUT' && override === 'PATCH') return 'PATCH';
  return method;
}

function parseTarget(pathname: string): { api: Api; bucket: string; name?: string } | undefined {
  for (const [prefix, api] of API_PREFIXES) {
    if (!pathname.startsWith(prefix)) continue;
    const [bucket = '', o, ...rest] = pathname.slice(prefix.length).split('/');
    if (bucket === '' || o !== 'o') return undefined;
    // The object path is one %2F-encoded segment; decode it exactly once.
    const name =
      rest.length === 0 || (rest.length === 1 && rest[0] === '')
        ? undefined
        : decode(rest.join('/'));
    return { api, bucket: decode(bucket), name };
  }
  return undefined;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed percent-encoding in ${segment}`);
  }
}
