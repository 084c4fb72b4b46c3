/**
 * Stands in for pako (vite.config.ts), which Excalidraw imports for one job: a scene embedded in
 * an exported PNG or SVG is `deflate(json)` on export and `inflate(bytes, { to: 'string' })` when
 * such a file is opened. fflate reads and writes the same zlib format in 4 KiB gzip where pako
 * takes 18 (−6.5 KiB for the canvas page), so files exported elsewhere still open and ours open
 * elsewhere. Text is UTF-8 either way, as with pako.
 */
import { strFromU8, strToU8, unzlibSync, zlibSync } from 'fflate';

export function deflate(data: string | Uint8Array): Uint8Array {
  return zlibSync(typeof data === 'string' ? strToU8(data) : data);
}

export function inflate(data: Uint8Array, options: { to: 'string' }): string;
export function inflate(data: Uint8Array): Uint8Array;
export function inflate(data: Uint8Array, options?: { to?: 'string' }): string | Uint8Array {
  const bytes = unzlibSync(data);
  return options?.to === 'string' ? strFromU8(bytes) : bytes;
}
