/**
 * Stands in for file-selector's `file` module (vite.config.ts, PACKAGE_PART_REPLACEMENTS), which
 * react-dropzone reads dropped and picked files through for the chat's composer. The original
 * names a file's type from its extension, out of a table of some 1,200 types (7 KiB gzip of the
 * chat page), when the browser gave none; browsers name the types people send, so this keeps
 * the table to those the chat shows differently (pictures, video, audio, and the documents it
 * draws its own icon for). The rest is as the original: `path` and `relativePath` set, the file
 * handle kept.
 */
const TYPE_BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['heic', 'image/heic'],
  ['heif', 'image/heif'],
  ['tif', 'image/tiff'],
  ['tiff', 'image/tiff'],
  ['avif', 'image/avif'],
  ['svg', 'image/svg+xml'],
  ['mp4', 'video/mp4'],
  ['mov', 'video/quicktime'],
  ['webm', 'video/webm'],
  ['m4v', 'video/x-m4v'],
  ['mp3', 'audio/mpeg'],
  ['m4a', 'audio/mp4'],
  ['ogg', 'audio/ogg'],
  ['wav', 'audio/wav'],
  ['flac', 'audio/flac'],
  ['pdf', 'application/pdf'],
  ['txt', 'text/plain'],
  ['md', 'text/markdown'],
  ['csv', 'text/csv'],
  ['json', 'application/json'],
  ['zip', 'application/zip'],
  ['doc', 'application/msword'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xls', 'application/vnd.ms-excel'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt', 'application/vnd.ms-powerpoint'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
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
