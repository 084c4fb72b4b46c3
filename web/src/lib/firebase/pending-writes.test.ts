// @vitest-environment jsdom
import { dismissWriteFailures, resetWriteState, trackWrite, writeStore } from './pending-writes';

/** A write whose acknowledgement the test gives (or refuses) by hand. */
function write() {
  let acknowledge!: () => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    acknowledge = resolve;
    refuse = reject;
  });
  return { promise, acknowledge, refuse };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetWriteState();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

describe('trackWrite', () => {
  it('online, waits for the server and counts the write until then', async () => {
    const pending = write();
    let settled = false;
    const tracked = trackWrite(pending.promise).then(() => (settled = true));
    expect(writeStore.getState().pending).toBe(1);
    await tick();
    expect(settled).toBe(false);
    pending.acknowledge();
    await tracked;
    expect(writeStore.getState()).toEqual({ pending: 0, failures: [] });
  });

  it('online, rejects with the server’s refusal where the change was made', async () => {
    const pending = write();
    const tracked = trackWrite(pending.promise);
    pending.refuse(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await expect(tracked).rejects.toThrow('denied');
    expect(writeStore.getState()).toEqual({ pending: 0, failures: [] });
  });

  it('offline, resolves at once and keeps counting until the server has the write', async () => {
    setOnline(false);
    const pending = write();
    await trackWrite(pending.promise);
    expect(writeStore.getState().pending).toBe(1);
    pending.acknowledge();
    await tick();
    expect(writeStore.getState().pending).toBe(0);
  });

  it('stops waiting when the browser goes offline during the wait', async () => {
    const pending = write();
    const tracked = trackWrite(pending.promise);
    setOnline(false);
    await tracked;
    expect(writeStore.getState().pending).toBe(1);
  });

  it('keeps a refusal that comes after the wait, in plain words, until dismissed', async () => {
    setOnline(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = write();
    await trackWrite(pending.promise);
    pending.refuse(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await tick();
    expect(writeStore.getState()).toEqual({
      pending: 0,
      failures: ['You do not have the right to do that in this workspace.'],
    });
    expect(error).toHaveBeenCalledOnce();
    dismissWriteFailures();
    expect(writeStore.getState().failures).toEqual([]);
  });

  it('forgets the last user’s writes after a reset (sign-out)', async () => {
    setOnline(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = write();
    await trackWrite(pending.promise);
    resetWriteState();
    pending.refuse(new Error('terminated'));
    await tick();
    expect(writeStore.getState()).toEqual({ pending: 0, failures: [] });
  });
});
