import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { actingUser, validateChannelPath } from '../channels/access';
import { ownCapabilities } from '../channels/channel-json';
import type { EmulatorContext } from '../context';
import { ApiError, inputError, notAllowed, notFound } from '../errors';
import type { FormPart } from '../http/multipart';
import { parseMultipart } from '../http/multipart';
import type { RawResponse, RequestContext, Router } from '../http/router';

const DEFAULT_SIZE_LIMIT = 100 * 1024 * 1024;

/** Keeps the name readable but safe as one path segment on any OS. */
function safeFileName(name: string): string {
  const cleaned = [...name]
    .map((char) => (char.charCodeAt(0) < 32 || '/\\?%*:|"<>'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 200);
  return cleaned || 'file';
}

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

/**
 * Types served as what they are: pictures, sound and video, which a browser shows but never runs.
 * Anything else (HTML, SVG, scripts, PDFs…) is served as a download, so a file someone uploaded
 * cannot run as a page of this origin.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
]);

/** The headers a stored upload is served with: never the uploader's type unless it is inert. */
function downloadHeaders(mimeType: string, fileName: string): Record<string, string> {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const inline = INLINE_TYPES.has(type);
  return {
    'Content-Type': inline ? type : 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    ...(inline
      ? {}
      : { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` }),
  };
}

function uploadKeyFromUrl(url: string | null): string {
  const match = url ? /\/uploads\/([a-f0-9]+)\//.exec(url) : null;
  if (!match?.[1]) throw inputError('url must be a file URL returned by an upload');
  return match[1];
}

export function registerUploadRoutes(router: Router, ctx: EmulatorContext): void {
  const upload = (kind: 'file' | 'image') => async (request: RequestContext) => {
    const { type, id } = request.params as { type: string; id: string };
    validateChannelPath(type, id);
    const channel = ctx.store.requireChannel(type, id);
    const parts = parseMultipart(request.rawBody, request.headers['content-type']);
    const user = actingUser(
      ctx,
      request.caller,
      uploaderId(parts.find((part) => part.name === 'user')),
      'UploadFile',
    );
    if (
      request.caller.kind === 'user' &&
      !ownCapabilities(ctx, channel, user).includes('upload-file')
    ) {
      throw notAllowed(`User '${user.id}' is not allowed to upload files to '${channel.cid}'`);
    }
    const file = parts.find((part) => part.name === 'file');
    if (!file) throw inputError('the multipart body needs a "file" part');
    const mimeType = file.contentType ?? 'application/octet-stream';
    if (kind === 'image' && !mimeType.startsWith('image/')) {
      throw inputError(`image uploads need an image/* content type, got ${mimeType}`);
    }
    const config = (ctx.store.state.app[`${kind}_upload_config`] ?? {}) as { size_limit?: number };
    const limit = config.size_limit || DEFAULT_SIZE_LIMIT;
    if (file.data.length > limit) {
      throw new ApiError(22, 413, `file is larger than the ${limit} byte limit`);
    }
    const key = randomBytes(12).toString('hex');
    const fileName = safeFileName(file.fileName ?? 'file');
    await mkdir(join(ctx.uploadsDir, key), { recursive: true });
    await writeFile(join(ctx.uploadsDir, key, fileName), file.data);
    ctx.store.state.uploads[key] = {
      key,
      cid: channel.cid,
      user_id: user.id,
      file_name: fileName,
      mime_type: mimeType,
    };
    const url = `${request.origin}/uploads/${key}/${encodeURIComponent(fileName)}`;
    return kind === 'image' ? { file: url, thumb_url: url } : { file: url };
  };

  const remove = async (request: RequestContext) => {
    const { type, id } = request.params as { type: string; id: string };
    validateChannelPath(type, id);
    const channel = ctx.store.requireChannel(type, id);
    const key = uploadKeyFromUrl(request.query.get('url'));
    const record = ctx.store.state.uploads[key];
    if (!record || record.cid !== channel.cid) throw notFound('no such file in this channel');
    const user = actingUser(ctx, request.caller, record.user_id, 'DeleteFile');
    if (request.caller.kind === 'user' && record.user_id !== user.id) {
      throw notAllowed(`User '${user.id}' may only delete their own uploads`);
    }
    delete ctx.store.state.uploads[key];
    await rm(join(ctx.uploadsDir, key), { recursive: true, force: true });
    return {};
  };

  for (const kind of ['file', 'image'] as const) {
    router.on('POST', `/channels/:type/:id/${kind}`, upload(kind));
    router.on('DELETE', `/channels/:type/:id/${kind}`, remove);
  }

  router.on(
    'GET',
    '/uploads/:key/*',
    async (request): Promise<RawResponse> => {
      const record = ctx.store.state.uploads[request.params.key as string];
      if (!record) throw notFound('file not found');
      const body = await readFile(join(ctx.uploadsDir, record.key, record.file_name)).catch(() => {
        throw notFound('file not found');
      });
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
