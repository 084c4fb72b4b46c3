import {
  CanvasFileSync,
  MAX_IMAGE_BYTES,
  type EditorFile,
  type RecordedFile,
} from './canvas-file-sync';

const png = (id: string, size = 10): EditorFile => ({
  id,
  mimeType: 'image/png',
  dataURL: `data:image/png;base64,${'A'.repeat(4)}#${size}`,
  created: 1,
});

function setup() {
  let push: (files: RecordedFile[]) => void = () => undefined;
  const editor = new Map<string, EditorFile>();
  const stored: string[] = [];
  const fetched: string[] = [];
  const errors: string[] = [];
  let failStore = false;
  const sync = new CanvasFileSync({
    listen(onFiles) {
      push = onFiles;
      return () => undefined;
    },
    async store(file) {
      if (failStore) {
        failStore = false;
        throw new Error('offline');
      }
      stored.push(file.id);
    },
    async fetch(file) {
      fetched.push(file.id);
      return { id: file.id, mimeType: file.mimeType, dataURL: `data:${file.url}`, created: 1 };
    },
    editorHas: (id) => editor.has(id),
    addToEditor(files) {
      for (const file of files) editor.set(file.id, file);
    },
    // The size is encoded after '#' in these fake data URLs.
    toBlob: async (dataURL) => new Blob([new Uint8Array(Number(dataURL.split('#')[1]))]),
    onError: (reason) => errors.push(reason),
  });
  sync.start();
  return {
    sync,
    editor,
    stored,
    fetched,
    errors,
    push: (files: RecordedFile[]) => push(files),
    failNextStore: () => {
      failStore = true;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CanvasFileSync', () => {
  it('uploads a new image once, however often the editor reports it', async () => {
    const t = setup();
    t.sync.offer({ a: png('a') });
    t.sync.offer({ a: png('a') });
    await settle();
    t.sync.offer({ a: png('a') });
    await settle();
    expect(t.stored).toEqual(['a']);
  });

  it('downloads recorded files the editor lacks, and never uploads them back', async () => {
    const t = setup();
    t.editor.set('mine', png('mine'));
    t.push([
      { id: 'mine', mimeType: 'image/png', url: 'u-mine', created: 1 },
      { id: 'theirs', mimeType: 'image/jpeg', url: 'u-theirs', created: 2 },
    ]);
    t.push([{ id: 'theirs', mimeType: 'image/jpeg', url: 'u-theirs', created: 2 }]);
    await settle();
    expect(t.fetched).toEqual(['theirs']);
    expect(t.editor.get('theirs')?.dataURL).toBe('data:u-theirs');
    t.sync.offer(Object.fromEntries(t.editor));
    await settle();
    expect(t.stored).toEqual([]);
  });

  it('refuses non-images and files over the limit, as storage.rules do', async () => {
    const t = setup();
    t.sync.offer({
      pdf: { ...png('pdf'), mimeType: 'application/pdf' },
      big: png('big', MAX_IMAGE_BYTES + 1),
      edge: png('edge', MAX_IMAGE_BYTES),
    });
    await settle();
    expect(t.stored).toEqual(['edge']);
    expect(t.errors).toEqual([
      'Only images can be added to a canvas.',
      'Images must be 4 MB or smaller.',
    ]);
  });

  it('retries a failed upload on the next change', async () => {
    const t = setup();
    t.failNextStore();
    t.sync.offer({ a: png('a') });
    await settle();
    expect(t.errors).toEqual(['An image could not be saved.']);
    t.sync.offer({ a: png('a') });
    await settle();
    expect(t.stored).toEqual(['a']);
  });
});
