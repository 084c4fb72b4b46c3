import * as pako from 'pako';
import { toFileWithPath } from './file-with-path';
import uniqueByKey from './unique-by-key';
import { deflate, inflate } from './zlib-for-excalidraw';

describe('uniqueByKey (for lodash.uniqby)', () => {
  it('keeps the first item of each key, in order', () => {
    const channels = [
      { cid: 'a', n: 1 },
      { cid: 'b', n: 2 },
      { cid: 'a', n: 3 },
    ];
    expect(uniqueByKey(channels, 'cid')).toEqual([
      { cid: 'a', n: 1 },
      { cid: 'b', n: 2 },
    ]);
  });
});

describe('toFileWithPath (for file-selector)', () => {
  it('sets the path and the relative path from the name', () => {
    const file = toFileWithPath(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(file).toMatchObject({
      path: './notes.txt',
      relativePath: './notes.txt',
      type: 'text/plain',
    });
  });

  it('keeps a path it is given and the handle', () => {
    const handle = { kind: 'file' };
    const file = toFileWithPath(new File(['x'], 'a.png'), '/photos/a.png', handle);
    expect(file).toMatchObject({ path: '/photos/a.png', relativePath: '/photos/a.png', handle });
  });

  it('names the type of a picture, video or document the browser left untyped, and no other', () => {
    expect(toFileWithPath(new File(['x'], 'Clip.MOV')).type).toBe('video/quicktime');
    expect(toFileWithPath(new File(['x'], 'photo.heic')).type).toBe('image/heic');
    expect(toFileWithPath(new File(['x'], 'report.DOCX')).type).toMatch(/wordprocessingml/);
    expect(toFileWithPath(new File(['x'], 'data.xyz')).type).toBe('');
    expect(toFileWithPath(new File(['x'], 'a.png', { type: 'image/x-custom' })).type).toBe(
      'image/x-custom',
    );
  });
});

describe('deflate and inflate (for pako, in Excalidraw)', () => {
  // A scene as Excalidraw embeds it: JSON with text in any script.
  const scene = JSON.stringify({
    type: 'excalidraw',
    elements: [{ type: 'text', text: 'Plan — étape 2 · 計画 · 🚀', x: 12.5 }],
    files: {},
  });

  it('writes what pako reads, and reads what pako writes', () => {
    expect(pako.inflate(deflate(scene), { to: 'string' })).toBe(scene);
    expect(inflate(pako.deflate(scene), { to: 'string' })).toBe(scene);
  });

  it('compresses: the zlib stream is smaller than a repetitive scene', () => {
    const big = JSON.stringify({ elements: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
    const packed = deflate(big);
    expect(packed.length).toBeLessThan(big.length / 4);
    expect(packed[0]).toBe(0x78); // zlib's header, as pako writes it
  });

  it('keeps bytes as bytes without `to: string`', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 0, 7]);
    expect(inflate(pako.deflate(bytes))).toEqual(bytes);
  });

  it('refuses data that is not a zlib stream, as pako does', () => {
    const garbage = new TextEncoder().encode('not compressed');
    expect(() => pako.inflate(garbage)).toThrow();
    expect(() => inflate(garbage, { to: 'string' })).toThrow();
  });
});
