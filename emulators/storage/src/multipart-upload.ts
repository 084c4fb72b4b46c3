import type { IncomingMessage } from 'node:http';
import { badRequest } from './http-error';
import { multipartBoundary, readMultipart } from './multipart';
import { uploadMetadataSchema, type UploadMetadata } from './object-metadata';
import { parseJson } from './request-input';
import { StagedFile } from './staged-file';

const MAX_METADATA_BYTES = 1024 * 1024;

export interface ReceivedMultipart {
  metadata: UploadMetadata;
  /** The media part's own Content-Type, the fallback when the metadata has none. */
  mediaContentType: string | undefined;
  staged: StagedFile;
}

/**
 * Receives a `multipart/related` upload (metadata JSON part, then media part), as sent by the
 * Web SDK's uploadBytes and by GCS clients. The media streams to a staged file.
 */
export async function receiveMultipart(
  req: IncomingMessage,
  stagingDir: string,
): Promise<ReceivedMultipart> {
  const boundary = multipartBoundary(req.headers['content-type']);
  const staged = await StagedFile.create(stagingDir);
  const metadataChunks: Buffer[] = [];
  let metadataSize = 0;
  let part = -1;
  let mediaContentType: string | undefined;
  /** Collects the metadata part and yields the media part's bytes as they arrive. */
  async function* media(): AsyncGenerator<Buffer> {
    for await (const event of readMultipart(req, boundary)) {
      if (event.type === 'part') {
        part += 1;
        if (part === 1) mediaContentType = event.headers.get('content-type');
        if (part > 1) throw badRequest('Multipart upload must have exactly two parts');
      } else if (event.type === 'data' && part === 0) {
        metadataSize += event.chunk.length;
        if (metadataSize > MAX_METADATA_BYTES)
          throw badRequest('Multipart metadata part is too large');
        metadataChunks.push(event.chunk);
      } else if (event.type === 'data') {
        yield event.chunk;
      }
    }
  }
  try {
    await staged.append(media());
    if (part !== 1) throw badRequest('Multipart upload must have a metadata part and a media part');
    const metadata = parseJson(
      uploadMetadataSchema,
      Buffer.concat(metadataChunks),
      'metadata part',
    );
    return { metadata, mediaContentType, staged };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
