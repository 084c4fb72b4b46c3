/** File and image uploads (multipart), their deletion, and serving them back. */
import type { EmulatorContext } from '../domain/context';
import { downloadHeaders, readUpload, removeUpload, storeUpload } from '../domain/messages/uploads';
import { inputError } from '../lib/errors';
import type { FormPart } from './multipart';
import { parseMultipart } from './multipart';
import { channelFromPath } from './request';
import type { RawResponse, RequestContext, RouteTable } from './route-table';

/** Server-side uploads name the uploader in a JSON `user` part. */
function uploaderId(part: FormPart | undefined): string | undefined {
  if (!part) return undefined;
  try {
    const user = JSON.parse(part.data.toString('utf8')) as { id?: unknown };
    return typeof user.id === 'string' ? user.id : undefined;
  } catch {
    throw inputError('the "user" part of an upload must be JSON');
  }
}

export function registerUploadRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  const upload = (kind: 'file' | 'image') => async (request: RequestContext) => {
    const channel = channelFromPath(ctx, request);
    const parts = parseMultipart(request.rawBody, request.headers['content-type']);
    const url = await storeUpload(
      ctx,
      request.caller,
      channel,
      kind,
      {
        uploaderId: uploaderId(parts.find((part) => part.name === 'user')),
        file: parts.find((part) => part.name === 'file'),
      },
      request.origin,
    );
    return kind === 'image' ? { file: url, thumb_url: url } : { file: url };
  };

  const remove = async (request: RequestContext) => {
    const channel = channelFromPath(ctx, request);
    await removeUpload(ctx, request.caller, channel, request.query.get('url'));
    return {};
  };

  for (const kind of ['file', 'image'] as const) {
    routes.on('POST', `/channels/:type/:id/${kind}`, upload(kind));
    routes.on('DELETE', `/channels/:type/:id/${kind}`, remove);
  }

  routes.on(
    'GET',
    '/uploads/:key/*',
    async (request): Promise<RawResponse> => {
      const { record, body } = await readUpload(ctx, request.params.key as string);
      return {
        raw: true,
        status: 200,
        headers: {
          ...downloadHeaders(record.mime_type, record.file_name),
          'Content-Length': String(body.length),
        },
        body,
      };
    },
    { public: true },
  );
}
