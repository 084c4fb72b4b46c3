/**
 * What a file is, from its first bytes: a name ending in .mp4 makes the browser call any file
 * video/mp4, so the uploader reads the container header before it sends anything. Containers
 * are recognised, not decoded: a real video whose codec this browser cannot play (HEVC in a MOV,
 * say) is still accepted, as storage and other players can handle it.
 */

/** Enough for every signature below (an MPEG transport stream's second packet starts at 188). */
export const FILE_HEAD_BYTES = 512;

export type FileKind =
  'video' | 'audio' | 'image' | 'text' | 'pdf' | 'archive' | 'empty' | 'unknown';

/** ISO media (MP4, MOV, 3GP) major brands that hold audio only, and those of HEIF/AVIF images. */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);
/** First atoms of QuickTime files written before `ftyp` existed. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);
const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11];
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

function ascii(head: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...head.subarray(from, from + length));
}

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return (
    head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte)
  );
}

/** MPEG transport stream: a 0x47 sync byte every 188 bytes (192 with M2TS's 4-byte prefix). */
function isTransportStream(head: Uint8Array): boolean {
  const synced = (offset: number, packet: number) =>
    head.length > offset + packet && head[offset] === 0x47 && head[offset + packet] === 0x47;
  return synced(0, 188) || synced(4, 192);
}

function isoMediaKind(head: Uint8Array): FileKind | null {
  const box = ascii(head, 4, 4);
  if (box === 'ftyp') {
    const brand = ascii(head, 8, 4);
    if (AUDIO_BRANDS.has(brand)) return 'audio';
    if (IMAGE_BRANDS.has(brand)) return 'image';
    return 'video';
  }
  return QUICKTIME_ATOMS.has(box) ? 'video' : null;
}

function riffKind(head: Uint8Array): FileKind | null {
  if (ascii(head, 0, 4) !== 'RIFF') return null;
  const form = ascii(head, 8, 4);
  if (form === 'AVI ') return 'video';
  if (form === 'WAVE') return 'audio';
  if (form === 'WEBP') return 'image';
  return 'unknown';
}

/** Printable UTF-8 (tabs and line breaks allowed), a cut-off last character included. */
function isText(head: Uint8Array): boolean {
  if (head.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d))
    return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The kind of file whose first bytes (at least FILE_HEAD_BYTES, when it is that long) are `head`. */
export function sniffFileKind(head: Uint8Array): FileKind {
  if (head.length === 0) return 'empty';
  const iso = isoMediaKind(head);
  if (iso) return iso;
  const riff = riffKind(head);
  if (riff) return riff;
  if (startsWith(head, EBML_MAGIC)) return 'video'; // WebM, Matroska
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba]) || startsWith(head, [0x00, 0x00, 0x01, 0xb3]))
    return 'video'; // MPEG program stream, MPEG video
  if (isTransportStream(head)) return 'video';
  if (startsWith(head, ASF_GUID)) return 'video'; // WMV, ASF
  if (ascii(head, 0, 3) === 'FLV') return 'video';
  if (ascii(head, 0, 4) === 'OggS') return 'video'; // Ogg (video/* only reaches here for .ogv)
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47]) || startsWith(head, [0xff, 0xd8, 0xff]))
    return 'image';
  if (ascii(head, 0, 4) === 'GIF8') return 'image';
  if (ascii(head, 0, 3) === 'ID3' || ascii(head, 0, 4) === 'fLaC') return 'audio';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x1f, 0x8b]))
    return 'archive';
  if (isText(head)) return 'text';
  return 'unknown';
}

const WHAT_IT_IS: Readonly<Record<Exclude<FileKind, 'video'>, string>> = {
  audio: 'the file holds sound only',
  image: 'the file is an image',
  text: 'the file contains text',
  pdf: 'the file is a PDF document',
  archive: 'the file is a compressed archive',
  empty: 'the file is empty',
  unknown: 'its contents are not in a video format (such as MP4, MOV, WebM or MKV)',
};

/** Why the uploader refuses a file, or null when its contents are a video container. */
export function videoContentsProblem(fileName: string, head: Uint8Array): string | null {
  const kind = sniffFileKind(head);
  if (kind === 'video') return null;
  const dot = fileName.lastIndexOf('.');
  const named = dot > 0 ? `its name ends in ${fileName.slice(dot)}, but ` : '';
  return `“${fileName}” is not a video: ${named}${WHAT_IT_IS[kind]}. Choose a video file.`;
}

/** The first `length` bytes of a file (FileReader: the one reader every supported engine has). */
function readHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** Reads the start of a picked file and says why it is not a video, or null when it is. */
export async function checkVideoContents(file: File): Promise<string | null> {
  try {
    return videoContentsProblem(file.name, await readHead(file, FILE_HEAD_BYTES));
  } catch {
    return `“${file.name}” could not be read. Choose it again.`;
  }
}
