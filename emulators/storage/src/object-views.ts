import { DOWNLOAD_TOKENS_KEY, type StoredObject } from './object-metadata';

function etag(object: StoredObject): string {
  return `"${object.generation}-${object.metageneration}"`;
}

/** The Firebase v0 JSON the Web SDK reads (`size` and generations as strings, like the service). */
export function firebaseView(object: StoredObject): Record<string, unknown> {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    size: String(object.size),
    timeCreated: object.timeCreated,
    updated: object.updated,
    md5Hash: object.md5Hash,
    storageClass: 'STANDARD',
    etag: etag(object),
    contentDisposition: object.contentDisposition ?? 'inline',
    contentEncoding: object.contentEncoding ?? 'identity',
    cacheControl: object.cacheControl,
    contentLanguage: object.contentLanguage,
    metadata: object.customMetadata,
    downloadTokens: object.downloadTokens.join(','),
  };
}

/** The GCS JSON API object resource; download tokens travel as custom metadata there. */
export function gcsView(object: StoredObject, baseUrl: string): Record<string, unknown> {
  const bucket = encodeURIComponent(object.bucket);
  const name = encodeURIComponent(object.name);
  const metadata = { ...object.customMetadata };
  if (object.downloadTokens.length > 0) {
    metadata[DOWNLOAD_TOKENS_KEY] = object.downloadTokens.join(',');
  }
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${baseUrl}/storage/v1/b/${bucket}/o/${name}`,
    mediaLink: `${baseUrl}/download/storage/v1/b/${bucket}/o/${name}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    size: String(object.size),
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: 'STANDARD',
    etag: etag(object),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    contentDisposition: object.contentDisposition,
    contentEncoding: object.contentEncoding,
    cacheControl: object.cacheControl,
    contentLanguage: object.contentLanguage,
    metadata,
  };
}
