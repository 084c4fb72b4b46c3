/**
 * Files and images uploaded to a channel: kept on disk under the uploads folder, each behind an
 * unguessable key, and served back as what they are only when a browser cannot run them.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Caller } from '../../lib/auth';
import { ApiError, inputError, notAllowed, notFound } from '../../lib/errors';
import type { ChannelRecord, UploadRecord } from '../../state/types';
import { ownCapabilities } from '../channels/channel-json';
import type { EmulatorContext } from '../context';
import { actingUser } from '../users/acting-user';

const DEFAULT_SIZE_LIMIT = 100 * 1024 * 1024;

/** Keeps the name readable but safe as one path segment on any OS. */
function safeFileName(name: string): string {
  const cleaned = [...name]
    .map((char) => (char.charCodeAt(0) < 32 || '/\\?%*:|"<>'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 200);
  return cleaned || 'file';
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
export function downloadHeaders(mimeType: string, fileName: string): Record<string, string> {
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

/** The upload a file URL (as an upload returned it) names. */
function uploadKeyFromUrl(url: string | null): string {
  const match = url ? /\/uploads\/([a-f0-9]+)\//.exec(url) : null;
  if (!match?.[1]) throw inputError('url must be a file URL returned by an upload');
  return match[1];
}

/** An uploaded file as the request carried it. */
export interface UploadedFile {
  data: Buffer;
  fileName?: string;
  contentType?: string;
}

/** Keeps an upload for a channel and returns its URL (as reached at `origin`). */
export async function storeUpload(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  kind: 'file' | 'image',
  upload: { uploaderId: string | undefined; file: UploadedFile | undefined },
  origin: string,
): Promise<string> {
  const user = actingUser(ctx, caller, upload.uploaderId, 'UploadFile');
  if (caller.kind === 'user' && !ownCapabilities(ctx, channel, user).includes('upload-file')) {
    throw notAllowed(`User '${user.id}' is not allowed to upload files to '${channel.cid}'`);
  }
  const { file } = upload;
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
  return `${origin}/uploads/${key}/${encodeURIComponent(fileName)}`;
}

/** Deletes an upload of the channel: the uploader's own (server calls: any). */
export async function removeUpload(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  url: string | null,
): Promise<void> {
  const key = uploadKeyFromUrl(url);
  const record = ctx.store.state.uploads[key];
  if (!record || record.cid !== channel.cid) throw notFound('no such file in this channel');
  const user = actingUser(ctx, caller, record.user_id, 'DeleteFile');
  if (caller.kind === 'user' && record.user_id !== user.id) {
    throw notAllowed(`User '${user.id}' may only delete their own uploads`);
  }
  delete ctx.store.state.uploads[key];
  await rm(join(ctx.uploadsDir, key), { recursive: true, force: true });
}

/** A stored upload and its bytes, for serving it back. */
export async function readUpload(
  ctx: EmulatorContext,
  key: string,
): Promise<{ record: UploadRecord; body: Buffer }> {
  const record = ctx.store.state.uploads[key];
  if (!record) throw notFound('file not found');
  const body = await readFile(join(ctx.uploadsDir, record.key, record.file_name)).catch(() => {
    throw notFound('file not found');
  });
  return { record, body };
}
