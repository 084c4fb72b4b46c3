import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from './http-error';
import type { ResourceFacts } from './policy';

/** Custom-metadata key through which GCS clients read and write the Firebase download tokens. */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

const optionalText = z.string().optional();

/** One object as persisted in its JSON sidecar. */
export const storedObjectSchema = z.object({
  bucket: z.string(),
  name: z.string(),
  /** Microsecond timestamp, as a string like GCS. */
  generation: z.string(),
  metageneration: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  timeCreated: z.string(),
  updated: z.string(),
  cacheControl: optionalText,
  contentDisposition: optionalText,
  contentEncoding: optionalText,
  contentLanguage: optionalText,
  customMetadata: z.record(z.string(), z.string()),
  downloadTokens: z.array(z.string()),
  /** Base64; computed after the upload, off the hot path (see ObjectStore.ensureHashes). */
  md5Hash: optionalText,
  crc32c: optionalText,
  /** File name of the bytes under the store's blobs folder. */
  blob: z.string(),
});

export type StoredObject = z.infer<typeof storedObjectSchema>;

/** Metadata values may be strings, or numbers and booleans from loosely typed GCS callers. */
const metadataValue = z.union([z.string(), z.number(), z.boolean()]).transform(String);

/** The writable fields an upload carries (Firebase v0 body or GCS JSON part); others are ignored. */
export const uploadMetadataSchema = z.object({
  name: z.string().min(1).optional(),
  contentType: z.string().min(1).optional(),
  cacheControl: optionalText,
  contentDisposition: optionalText,
  contentEncoding: optionalText,
  contentLanguage: optionalText,
  metadata: z.record(z.string(), metadataValue).nullish(),
});

export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** The object name of an upload: the `name` query parameter, else the metadata's `name`. */
export function uploadName(fromQuery: string | undefined, metadata: UploadMetadata): string {
  const name = fromQuery ?? metadata.name;
  if (name === undefined) throw badRequest('Upload needs a name (?name= or metadata name)');
  return name;
}

/** A metadata update: `null` deletes a field or a custom key; custom keys merge. */
export const metadataPatchSchema = z.object({
  contentType: z.string().min(1).nullish(),
  cacheControl: z.string().nullish(),
  contentDisposition: z.string().nullish(),
  contentEncoding: z.string().nullish(),
  contentLanguage: z.string().nullish(),
  metadata: z.record(z.string(), metadataValue.nullable()).nullish(),
});

export type MetadataPatch = z.infer<typeof metadataPatchSchema>;

/** What a finished upload writes, before the store assigns generation, size and times. */
export interface ObjectFields {
  contentType: string;
  cacheControl?: string | undefined;
  contentDisposition?: string | undefined;
  contentEncoding?: string | undefined;
  contentLanguage?: string | undefined;
  customMetadata: Record<string, string>;
  downloadTokens: string[];
}

export function fieldsFromUpload(
  metadata: UploadMetadata,
  fallbackContentType: string,
): ObjectFields {
  const { tokens, customMetadata } = splitTokens(metadata.metadata ?? {});
  return {
    contentType: metadata.contentType ?? fallbackContentType,
    cacheControl: metadata.cacheControl,
    contentDisposition: metadata.contentDisposition,
    contentEncoding: metadata.contentEncoding,
    contentLanguage: metadata.contentLanguage,
    customMetadata,
    // Like the emulator: a new upload gets one token unless it brought its own.
    downloadTokens: tokens ?? [randomUUID()],
  };
}

const PATCHABLE_FIELDS = [
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
] as const;

/** Applies a patch; the caller persists the result (metageneration and `updated` move on). */
export function applyPatch(object: StoredObject, patch: MetadataPatch): StoredObject {
  const next: StoredObject = { ...object, customMetadata: { ...object.customMetadata } };
  for (const field of PATCHABLE_FIELDS) {
    const value = patch[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  next.contentType ??= 'application/octet-stream';
  if (patch.metadata === null) next.customMetadata = {};
  for (const [key, value] of Object.entries(patch.metadata ?? {})) {
    if (value === null) delete next.customMetadata[key];
    else next.customMetadata[key] = value;
  }
  const { tokens, customMetadata } = splitTokens(next.customMetadata);
  return {
    ...next,
    customMetadata,
    downloadTokens:
      tokens ?? (patch.metadata?.[DOWNLOAD_TOKENS_KEY] === null ? [] : next.downloadTokens),
    metageneration: object.metageneration + 1,
    updated: new Date().toISOString(),
  };
}

/** Moves `firebaseStorageDownloadTokens` out of custom metadata into a token list. */
function splitTokens(metadata: Record<string, string>): {
  tokens: string[] | undefined;
  customMetadata: Record<string, string>;
} {
  const { [DOWNLOAD_TOKENS_KEY]: raw, ...customMetadata } = metadata;
  const tokens = raw?.split(',').filter((token) => token !== '');
  return { tokens, customMetadata };
}

/** The fields the policy reads. */
export function resourceFacts(
  object: Pick<StoredObject, 'contentType' | 'size' | 'customMetadata'>,
): ResourceFacts {
  return { contentType: object.contentType, size: object.size, metadata: object.customMetadata };
}
