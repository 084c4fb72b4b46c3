import { describe, expect, it } from 'vitest';
import { workspaceOfObject } from './storage-usage';

describe('workspaceOfObject', () => {
  it('names the workspace of files in the workspace folders, and nothing else', () => {
    expect(workspaceOfObject('videos/ws1/a.mp4')).toBe('ws1');
    expect(workspaceOfObject('thumbnails/ws1/a.jpg')).toBe('ws1');
    expect(workspaceOfObject('canvasImages/ws1/c1/f1')).toBe('ws1');
    expect(workspaceOfObject('videos/a.mp4')).toBeNull();
    expect(workspaceOfObject('videos/ws1/')).toBeNull();
    expect(workspaceOfObject('docs/ws1/a.pdf')).toBeNull();
    expect(workspaceOfObject('videos/../a.mp4')).toBeNull();
    expect(workspaceOfObject('videos/__x__/a.mp4')).toBeNull();
  });
});
