import { describe, expect, it } from 'vitest';
import {
  initialUploadQueue,
  uploadQueueReducer,
  type UploadQueueAction,
  type UploadQueueState,
} from './upload-queue';

const file = new File([new Uint8Array(10_000_000)], 'clip.mp4', { type: 'video/mp4' });

function run(actions: UploadQueueAction[], from: UploadQueueState = initialUploadQueue) {
  return actions.reduce(uploadQueueReducer, from);
}

const start = (id = 'a', at = 0): UploadQueueAction => ({
  type: 'start',
  id,
  file,
  videoName: 'Clip',
  notes: '',
  at,
});

describe('uploadQueueReducer', () => {
  it('opens, minimizes, restores and closes', () => {
    const opened = run([{ type: 'open' }]);
    expect(opened).toMatchObject({ isOpen: true, isMinimized: false });
    const minimized = run([start(), { type: 'minimize' }], opened);
    expect(minimized).toMatchObject({ isOpen: true, isMinimized: true });
    expect(run([{ type: 'restore' }], minimized)).toMatchObject({
      isOpen: true,
      isMinimized: false,
    });
    expect(run([{ type: 'close' }], minimized)).toMatchObject({
      isOpen: false,
      isMinimized: false,
    });
  });

  it('start adds an item at progress 0, not paused, sized from the file', () => {
    const state = run([{ type: 'open' }, start()]);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({
      id: 'a',
      videoName: 'Clip',
      progress: 0,
      isPaused: false,
      speed: 0,
      timeRemaining: null,
      totalBytes: 10_000_000,
    });
  });

  it('a continued upload starts at the bytes its session already holds', () => {
    const state = run([{ ...start(), bytesTransferred: 2_500_000 } as UploadQueueAction]);
    expect(state.items[0]).toMatchObject({
      progress: 25,
      bytesTransferred: 2_500_000,
      sample: { bytes: 2_500_000, at: 0 },
    });
  });

  it('progress updates percent; the first speed comes with the first bytes, then once a second', () => {
    // 1 MB in 0.5 s = 16 Mbps; 9 MB left at 16 Mbps = 4.5 s, shown as 5 s.
    const early = run([
      start('a', 0),
      { type: 'progress', id: 'a', bytesTransferred: 1_000_000, totalBytes: 10_000_000, at: 500 },
    ]);
    expect(early.items[0]).toMatchObject({ progress: 10, speed: 16, timeRemaining: 5 });
    expect(early.items[0]!.sample).toEqual({ bytes: 1_000_000, at: 500 });

    // Within the second: the percentage moves, the figure waits.
    const within = run(
      [
        {
          type: 'progress',
          id: 'a',
          bytesTransferred: 2_500_000,
          totalBytes: 10_000_000,
          at: 1000,
        },
      ],
      early,
    );
    expect(within.items[0]).toMatchObject({ progress: 25, speed: 16, timeRemaining: 5 });

    // A second after the last figure: 3 MB in 1 s = 24 Mbps, smoothed with 16 to 20 Mbps;
    // 6 MB left at 20 Mbps = 2.4 s, shown as 3 s.
    const later = run(
      [
        {
          type: 'progress',
          id: 'a',
          bytesTransferred: 4_000_000,
          totalBytes: 10_000_000,
          at: 1500,
        },
      ],
      within,
    );
    expect(later.items[0]).toMatchObject({ progress: 40, speed: 20, timeRemaining: 3 });
    expect(later.items[0]!.sample).toEqual({ bytes: 4_000_000, at: 1500 });
  });

  it('a small file that arrives in one progress event shows 100 % and its real rate', () => {
    const small = new File([new Uint8Array(125_000)], 'tiny.mp4', { type: 'video/mp4' });
    const state = run([
      { type: 'start', id: 's', file: small, videoName: 'Tiny', notes: '', at: 0 },
      { type: 'progress', id: 's', bytesTransferred: 125_000, totalBytes: 125_000, at: 250 },
    ]);
    // 125 kB in 0.25 s = 4 Mbps.
    expect(state.items[0]).toMatchObject({ progress: 100, speed: 4, timeRemaining: 0 });
  });

  it('a clock tick refreshes the speed even without new bytes, smoothing it towards 0', () => {
    const measured = run([
      start('a', 0),
      { type: 'progress', id: 'a', bytesTransferred: 1_250_000, totalBytes: 10_000_000, at: 1000 },
    ]);
    expect(measured.items[0]!.speed).toBe(10);
    const stalled = run([{ type: 'tick', at: 2000 }], measured);
    expect(stalled.items[0]!.speed).toBe(5);
    // 8.75 MB left at 5 Mbps = 14 s.
    expect(stalled.items[0]!.timeRemaining).toBe(14);
    expect(run([{ type: 'tick', at: 2500 }], stalled)).toBe(stalled);
    const longer = run([{ type: 'tick', at: 3000 }], stalled);
    expect(longer.items[0]!.speed).toBe(2.5);
  });

  it('pause and resume toggle; a paused item is not re-measured', () => {
    const paused = run([start(), { type: 'togglePause', id: 'a', at: 100 }]);
    expect(paused.items[0]!.isPaused).toBe(true);
    expect(run([{ type: 'tick', at: 5000 }], paused)).toBe(paused);
    const resumed = run([{ type: 'togglePause', id: 'a', at: 6000 }], paused);
    expect(resumed.items[0]!.isPaused).toBe(false);
    expect(resumed.items[0]!.sample.at).toBe(6000);
  });

  it('never moves the bar backwards: paused at 31 %, resumed, the server holds 20 %', () => {
    // The SDK counts the bytes of the chunk in flight; pausing aborts it, and on resuming it asks
    // the server, which holds only the chunks it finished.
    const progress = (bytes: number, at: number): UploadQueueAction => ({
      type: 'progress',
      id: 'a',
      bytesTransferred: bytes,
      totalBytes: 10_000_000,
      at,
    });
    const paused = run([
      start('a', 0),
      progress(1_000_000, 1000),
      progress(3_100_000, 2000),
      { type: 'togglePause', id: 'a', at: 2100 },
    ]);
    expect(paused.items[0]!.progress).toBe(31);
    const resumed = run(
      [{ type: 'togglePause', id: 'a', at: 5000 }, progress(2_000_000, 5100)],
      paused,
    );
    expect(resumed.items[0]!.progress).toBe(31);
    expect(run([{ type: 'tick', at: 6000 }], resumed).items[0]!.progress).toBe(31);
    // The speed counts the bytes sent again from 20 %: 1 MB in 1 s = 8 Mbps, not a stall.
    const resending = run([progress(3_000_000, 6100)], resumed);
    expect(resending.items[0]).toMatchObject({ progress: 31, speed: 8 });
    // Past where it was, the bar moves on.
    expect(run([progress(3_500_000, 6600)], resending).items[0]!.progress).toBe(35);
  });

  it('stops the speed at 100 %: it does not fall while the video is saved', () => {
    const done = run([
      start('a', 0),
      { type: 'progress', id: 'a', bytesTransferred: 5_000_000, totalBytes: 10_000_000, at: 1000 },
      { type: 'progress', id: 'a', bytesTransferred: 10_000_000, totalBytes: 10_000_000, at: 2000 },
    ]);
    expect(done.items[0]).toMatchObject({ progress: 100, speed: 40, timeRemaining: 0 });
    // 8 s of clock ticks (and the SDK's repeat of the last figure) while the record is written.
    const ticks: UploadQueueAction[] = Array.from({ length: 8 }, (_, index) => ({
      type: 'tick',
      at: 3000 + index * 1000,
    }));
    const saving = run(
      [
        ...ticks,
        {
          type: 'progress',
          id: 'a',
          bytesTransferred: 10_000_000,
          totalBytes: 10_000_000,
          at: 11_000,
        },
      ],
      done,
    );
    expect(saving.items[0]).toMatchObject({ progress: 100, speed: 40, timeRemaining: 0 });
  });

  it('cancel and complete remove the item and leave the others', () => {
    const two = run([start('a'), start('b')]);
    expect(run([{ type: 'cancel', id: 'a' }], two).items.map((item) => item.id)).toEqual(['b']);
    expect(run([{ type: 'complete', id: 'b' }], two).items.map((item) => item.id)).toEqual(['a']);
  });

  it('ignores actions for unknown items and duplicate starts', () => {
    const state = run([start('a')]);
    expect(run([{ type: 'cancel', id: 'zzz' }], state)).toBe(state);
    expect(run([start('a')], state)).toBe(state);
  });

  it('minimized with no uploads left closes the uploader', () => {
    const minimized = run([{ type: 'open' }, start('a'), start('b'), { type: 'minimize' }]);
    const one = run([{ type: 'complete', id: 'a' }], minimized);
    expect(one).toMatchObject({ isOpen: true, isMinimized: true });
    const none = run([{ type: 'cancel', id: 'b' }], one);
    expect(none).toMatchObject({ isOpen: false, isMinimized: false, items: [] });
  });

  it('an open, restored uploader stays open when its last upload completes', () => {
    const state = run([{ type: 'open' }, start('a'), { type: 'complete', id: 'a' }]);
    expect(state).toMatchObject({ isOpen: true, isMinimized: false, items: [] });
  });

  it('a failed item stops measuring and can be removed', () => {
    const failed = run([start('a'), { type: 'fail', id: 'a' }]);
    expect(failed.items[0]).toMatchObject({ failed: true, speed: 0 });
    expect(run([{ type: 'togglePause', id: 'a', at: 1 }], failed).items[0]!.isPaused).toBe(false);
    expect(run([{ type: 'cancel', id: 'a' }], failed).items).toEqual([]);
  });

  it('going offline pauses sending uploads, and coming back resumes only those', () => {
    const state = run([
      start('a'),
      start('b'),
      start('c'),
      { type: 'progress', id: 'a', bytesTransferred: 4_000_000, totalBytes: 10_000_000, at: 1 },
      // The user paused b; c has sent every byte and is writing its record.
      { type: 'togglePause', id: 'b', at: 2 },
      { type: 'progress', id: 'c', bytesTransferred: 10_000_000, totalBytes: 10_000_000, at: 3 },
    ]);
    const offline = run([{ type: 'connection', online: false, at: 10 }], state);
    expect(
      offline.items.map(({ id, isPaused, pausedOffline }) => [id, isPaused, pausedOffline]),
    ).toEqual([
      ['a', true, true],
      ['b', true, false],
      ['c', false, false],
    ]);
    expect(offline.items[0]).toMatchObject({ speed: 0, timeRemaining: null });

    const online = run([{ type: 'connection', online: true, at: 5000 }], offline);
    expect(
      online.items.map(({ id, isPaused, pausedOffline }) => [id, isPaused, pausedOffline]),
    ).toEqual([
      ['a', false, false],
      ['b', true, false],
      ['c', false, false],
    ]);
    // The time offline does not count as a slow transfer.
    expect(online.items[0]!.sample).toEqual({ bytes: 4_000_000, at: 5000 });
    // Nothing changes when nothing was paused by the connection.
    expect(run([{ type: 'connection', online: true, at: 6000 }], online)).toBe(online);
  });

  it('an upload started offline waits, paused by the connection', () => {
    const state = run([{ ...start('a'), offline: true } as UploadQueueAction]);
    expect(state.items[0]).toMatchObject({ isPaused: true, pausedOffline: true });
    expect(run([{ type: 'connection', online: true, at: 1 }], state).items[0]).toMatchObject({
      isPaused: false,
      pausedOffline: false,
    });
  });
});
