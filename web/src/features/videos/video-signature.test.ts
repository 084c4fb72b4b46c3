import { describe, expect, it } from 'vitest';
import { sniffFileKind, videoContentsProblem } from './video-signature';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...new TextEncoder().encode(part)] : part,
    ),
  );

/** An ISO media file's first box: size, 'ftyp', major brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0], 'isommp41');

/** `packets` MPEG-TS packets of `size` bytes, each opening with the 0x47 sync byte. */
function transportStream(size: number, prefix: number) {
  const head = new Uint8Array(size * 2 + prefix);
  head[prefix] = 0x47;
  head[prefix + size] = 0x47;
  return head;
}

describe('sniffFileKind', () => {
  it.each([
    ['MP4', ftyp('isom')],
    ['MP4 (mp42)', ftyp('mp42')],
    ['MOV', ftyp('qt  ')],
    ['M4V', ftyp('M4V ')],
    ['3GP', ftyp('3gp4')],
    ['QuickTime without ftyp', bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0], 'mdat')],
    ['WebM / Matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'webm')],
    ['AVI', bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST')],
    ['MPEG program stream', bytes([0, 0, 1, 0xba, 0x44])],
    ['MPEG transport stream', transportStream(188, 0)],
    ['M2TS', transportStream(192, 4)],
    ['WMV', bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9])],
    ['FLV', bytes('FLV', [1, 5])],
    ['Ogg', bytes('OggS', [0, 2])],
  ])('knows %s as a video', (_, head) => {
    expect(sniffFileKind(head)).toBe('video');
  });

  it.each([
    ['text', bytes('Meeting notes\n- agenda: “launch”\ttabs\r\n'), 'text'],
    ['text cut inside a character', bytes('Caf', [0xc3]), 'text'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image'],
    ['GIF', bytes('GIF89a'), 'image'],
    ['HEIC', ftyp('heic'), 'image'],
    ['AVIF', ftyp('avif'), 'image'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image'],
    ['M4A', ftyp('M4A '), 'audio'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio'],
    ['MP3', bytes('ID3', [4, 0]), 'audio'],
    ['PDF', bytes('%PDF-1.7\n'), 'pdf'],
    ['ZIP', bytes('PK', [3, 4, 20, 0]), 'archive'],
    ['gzip', bytes([0x1f, 0x8b, 8, 0]), 'archive'],
    ['nothing', new Uint8Array(0), 'empty'],
    ['zeros', new Uint8Array(512), 'unknown'],
    ['random binary', bytes([0x07, 0x07, 0x07, 0x07, 0xfe]), 'unknown'],
  ])('knows %s is not a video', (_, head, kind) => {
    expect(sniffFileKind(head)).toBe(kind);
  });
});

describe('videoContentsProblem', () => {
  it('accepts a video container whatever its name', () => {
    expect(videoContentsProblem('clip.mp4', ftyp('isom'))).toBeNull();
    expect(videoContentsProblem('no-extension', ftyp('isom'))).toBeNull();
  });

  it('says why a renamed text file is refused', () => {
    expect(videoContentsProblem('fake-video.mp4', bytes('just some notes\n'))).toBe(
      '“fake-video.mp4” is not a video: its name ends in .mp4, but the file contains text. Choose a video file.',
    );
  });

  it('names the video formats when it cannot tell what the file is', () => {
    expect(videoContentsProblem('data.webm', new Uint8Array(512))).toBe(
      '“data.webm” is not a video: its name ends in .webm, but its contents are not in a video format (such as MP4, MOV, WebM or MKV). Choose a video file.',
    );
    expect(videoContentsProblem('blank.mov', new Uint8Array(0))).toBe(
      '“blank.mov” is not a video: its name ends in .mov, but the file is empty. Choose a video file.',
    );
  });
});
