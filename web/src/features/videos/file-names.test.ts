import { describe, expect, it } from 'vitest';
import {
  defaultVideoName,
  isVideoFile,
  randomToken,
  sanitizeFileName,
  isVideoStoragePath,
  storageFileName,
  thumbnailStoragePath,
  videoStoragePath,
} from './file-names';

describe('sanitizeFileName', () => {
  it('keeps safe characters and replaces the rest', () => {
    expect(sanitizeFileName('My clip (final).mp4')).toBe('My-clip-final-.mp4');
    expect(sanitizeFileName('café/../../etc.webm')).toBe('cafe-..-..-etc.webm');
    expect(sanitizeFileName('plain_name-1.mov')).toBe('plain_name-1.mov');
  });

  it('never yields a hidden, empty or slash-bearing name', () => {
    expect(sanitizeFileName('.hidden.mp4')).toBe('hidden.mp4');
    expect(sanitizeFileName('///')).toBe('video');
    expect(sanitizeFileName('a/b\\c.mp4')).not.toMatch(/[/\\]/);
  });

  it('caps long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.webm`);
    expect(name).toHaveLength(80);
    expect(name.endsWith('.webm')).toBe(true);
  });
});

describe('storageFileName', () => {
  it('is timestamp-random-sanitized', () => {
    expect(storageFileName('My clip.mp4', 1700000000000, 'abc12345')).toBe(
      '1700000000000-abc12345-My-clip.mp4',
    );
  });

  it('differs for the same file at the same millisecond', () => {
    const names = new Set(Array.from({ length: 50 }, () => storageFileName('a.mp4', 1)));
    expect(names.size).toBe(50);
  });
});

describe('randomToken', () => {
  it('is 8 base-36 characters', () => {
    expect(randomToken()).toMatch(/^[0-9a-z]{8}$/);
  });
});

describe('defaultVideoName', () => {
  it('is the file name, cut to 200 characters', () => {
    expect(defaultVideoName('holiday.mp4')).toBe('holiday.mp4');
    expect(defaultVideoName('y'.repeat(250))).toHaveLength(200);
  });
});

describe('isVideoFile', () => {
  it('accepts video/* only', () => {
    expect(isVideoFile({ type: 'video/mp4' })).toBe(true);
    expect(isVideoFile({ type: 'video/webm' })).toBe(true);
    expect(isVideoFile({ type: 'image/png' })).toBe(false);
    expect(isVideoFile({ type: '' })).toBe(false);
  });
});

describe('storage paths', () => {
  it("puts a video and its thumbnail in the workspace's own folders", () => {
    const path = videoStoragePath('ws1', '1-abc-clip.webm');
    expect(path).toBe('videos/ws1/1-abc-clip.webm');
    expect(thumbnailStoragePath('ws1', path)).toBe('thumbnails/ws1/1-abc-clip.webm.jpg');
  });

  it('recognises only direct files of the workspace folder', () => {
    expect(isVideoStoragePath('ws1', 'videos/ws1/1-abc-clip.webm')).toBe(true);
    expect(isVideoStoragePath('ws1', 'videos/1-abc-clip.webm')).toBe(false);
    expect(isVideoStoragePath('ws1', 'videos/ws2/1-abc-clip.webm')).toBe(false);
    expect(isVideoStoragePath('ws1', 'videos/ws1/sub/clip.webm')).toBe(false);
    expect(isVideoStoragePath('ws1', 'videos/ws1/')).toBe(false);
    expect(isVideoStoragePath('ws1', 'thumbnails/ws1/clip.jpg')).toBe(false);
  });
});
