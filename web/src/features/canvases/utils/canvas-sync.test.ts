import type { ElementWrite, StoredElement } from '../api/canvas-elements';
import type { VersionedElement } from './reconcile';
import { CanvasSync } from './canvas-sync';

interface El extends VersionedElement {
  x: number;
}

const el = (id: string, version: number, x = 0, versionNonce = 100): El => ({
  id,
  version,
  versionNonce,
  x,
});
const stored = (element: El, createdBy = 'bob'): StoredElement => ({
  id: element.id,
  createdBy,
  version: element.version,
  element: { ...element },
});

function setup() {
  let push: (changed: StoredElement[], initial: boolean) => void = () => undefined;
  const writes: { elements: ElementWrite[]; existing: string[] }[] = [];
  let scene: readonly El[] | null = null;
  const errors: Error[] = [];
  let failNext = false;
  const sync = new CanvasSync<El>({
    listen(onChanges) {
      push = onChanges;
      return () => undefined;
    },
    async write(elements, existing) {
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      writes.push({ elements, existing: [...existing].sort() });
    },
    getLocal: () => scene,
    applyMerged(elements) {
      scene = elements;
    },
    onInitial(elements) {
      scene = elements;
    },
    onError: (error) => errors.push(error),
    debounceMs: 500,
  });
  sync.start();
  return {
    sync,
    writes,
    errors,
    push: (changed: StoredElement[], initial = false) => push(changed, initial),
    edit: (next: readonly El[]) => {
      scene = next;
      sync.scheduleSave();
    },
    scene: () => scene,
    failNext: () => {
      failNext = true;
    },
  };
}

describe('CanvasSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the server scene and saves only changed elements after the pause', async () => {
    const t = setup();
    t.push([stored(el('a', 1)), stored(el('b', 1))], true);
    expect(t.scene()?.map((e) => e.id)).toEqual(['a', 'b']);

    t.edit([el('a', 2, 50), el('b', 1), el('c', 1)]);
    t.edit([el('a', 3, 60), el('b', 1), el('c', 1)]);
    expect(t.writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(t.writes).toHaveLength(1);
    expect(t.writes[0]?.elements.map((w) => `${w.id}${w.version}`)).toEqual(['a3', 'c1']);
    // a exists already (its createdBy stays), c is new.
    expect(t.writes[0]?.existing).toEqual(['a', 'b']);

    await t.sync.flush();
    expect(t.writes).toHaveLength(1);
  });

  it('merges a concurrent remote edit instead of overwriting it', async () => {
    const t = setup();
    t.push([stored(el('a', 1)), stored(el('b', 1))], true);
    // Alice moves a; meanwhile Bob's newer b arrives.
    t.edit([el('a', 2, 10), el('b', 1)]);
    t.push([stored(el('b', 2, 99))]);
    expect(t.scene()).toEqual([el('a', 2, 10), el('b', 2, 99)]);
    await vi.advanceTimersByTimeAsync(500);
    // Only Alice's element goes out; Bob's version is not written back.
    expect(t.writes.flatMap((w) => w.elements.map((e) => e.id))).toEqual(['a']);
  });

  it('ignores an older remote version of an element edited here', () => {
    const t = setup();
    t.push([stored(el('a', 1))], true);
    t.edit([el('a', 5, 42)]);
    t.push([stored(el('a', 3, 7))]);
    expect(t.scene()).toEqual([el('a', 5, 42)]);
  });

  it('retries elements whose save failed', async () => {
    const t = setup();
    t.push([], true);
    t.failNext();
    t.edit([el('a', 1)]);
    await vi.advanceTimersByTimeAsync(500);
    expect(t.errors.map((e) => e.message)).toEqual(['offline']);
    expect(t.writes).toHaveLength(0);
    await t.sync.flush();
    expect(t.writes[0]?.elements.map((w) => w.id)).toEqual(['a']);
  });

  it('saves pending edits when stopped', async () => {
    const t = setup();
    t.push([], true);
    t.edit([el('a', 1)]);
    await t.sync.stop();
    expect(t.writes).toHaveLength(1);
  });
});
