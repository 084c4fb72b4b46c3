import { toFileWithPath } from './file-with-path';
import uniqueByKey from './unique-by-key';

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
