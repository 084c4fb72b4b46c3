/**
 * Stands in for file-selector's `file` module (vite.config.ts, PACKAGE_PART_REPLACEMENTS), which
 * react-dropzone reads dropped and picked files through for the chat's composer. The original
 * names a file's type from its extension, out of a table of some 1,200 types (7 KiB gzip of the
 * chat page), when the browser gave none; browsers name the types people send, so this keeps
 * the table to those the chat shows differently (pictures, video, audio, PDF). The rest is as
 * the original: `path` and `relativePath` set, the file handle kept.
 */
const TYPE_BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['heic', 'image/heic'],
  ['avif', 'image/avif'],
  ['svg', 'image/svg+xml'],
  ['mp4', 'video/mp4'],
  ['mov', 'video/quicktime'],
  ['webm', 'video/webm'],
  ['mp3', 'audio/mpeg'],
  ['m4a', 'audio/mp4'],
  ['ogg', 'audio/ogg'],
  ['wav', 'audio/wav'],
  ['pdf', 'application/pdf'],
]);

function setReadOnly(file: File, key: string, value: unknown): void {
  Object.defineProperty(file, key, {
    value,
    writable: false,
    configurable: false,
    enumerable: true,
  });
}

export function toFileWithPath(file: File, path?: string, handle?: unknown): File {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  const type = extension ? TYPE_BY_EXTENSION.get(extension) : undefined;
  if (!file.type && type) setReadOnly(file, 'type', type);
  const relativePath =
    typeof path === 'string'
      ? path
      : file.webkitRelativePath
        ? file.webkitRelativePath
        : `./${file.name}`;
  if (typeof (file as File & { path?: unknown }).path !== 'string') {
    setReadOnly(file, 'path', relativePath);
  }
  if (handle !== undefined) setReadOnly(file, 'handle', handle);
  setReadOnly(file, 'relativePath', relativePath);
  return file;
}
