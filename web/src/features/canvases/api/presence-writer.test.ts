import { PRESENCE_STALE_MS } from '../utils/collaborators';
import { PresenceWriter, type PointerState } from './presence-writer';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_INTERVAL_MS } from './use-canvas-presence';

const at = (x: number): PointerState => ({ x, y: 0, button: 'up' });

function writer() {
  const io = {
    write: vi.fn<(state: PointerState) => void>(),
    clear: vi.fn<() => void>(),
    clearOnUnload: vi.fn<() => void>(),
  };
  return { io, writer: new PresenceWriter(io, PRESENCE_INTERVAL_MS, PRESENCE_HEARTBEAT_MS) };
}

describe('PresenceWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the pointer again while it rests, often enough never to look stale', () => {
    // Three chances within the 30 s after which readers take an entry as gone.
    expect(PRESENCE_HEARTBEAT_MS * 3).toBeLessThanOrEqual(PRESENCE_STALE_MS);
    const { io, writer: presence } = writer();
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS);
    expect(io.write).not.toHaveBeenCalled();
    presence.moved(at(1));
    expect(io.write).toHaveBeenLastCalledWith(at(1));
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS);
    expect(io.write).toHaveBeenCalledTimes(2);
    expect(io.write).toHaveBeenLastCalledWith(at(1));
    presence.stop();
  });

  it('removes the entry on leaving, sends nothing while away, and shows it again on return', () => {
    const { io, writer: presence } = writer();
    presence.moved(at(1));
    presence.moved(at(2));
    presence.leave();
    expect(io.clear).toHaveBeenCalledTimes(1);
    // The pending trailing position is dropped, and the heartbeat is quiet.
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    expect(io.write.mock.calls).toEqual([[at(1)]]);
    presence.leave();
    expect(io.clear).toHaveBeenCalledTimes(1);

    presence.back();
    expect(io.write).toHaveBeenLastCalledWith(at(2));
    presence.stop();
    expect(io.clear).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    expect(io.write).toHaveBeenCalledTimes(2);
  });

  it('removes the entry by the unload request when the page closes, hidden first or not', () => {
    const { io, writer: presence } = writer();
    presence.moved(at(1));
    presence.leave();
    presence.unload();
    expect(io.clearOnUnload).toHaveBeenCalledTimes(1);
    // Restored from the back/forward cache: shown again.
    presence.back();
    expect(io.write).toHaveBeenLastCalledWith(at(1));
    presence.unload();
    expect(io.clearOnUnload).toHaveBeenCalledTimes(2);
    presence.stop();
  });

  it('writes and clears nothing for a user who never moved the pointer', () => {
    const { io, writer: presence } = writer();
    presence.leave();
    presence.back();
    presence.unload();
    presence.stop();
    expect(io.write).not.toHaveBeenCalled();
    expect(io.clear).not.toHaveBeenCalled();
    expect(io.clearOnUnload).not.toHaveBeenCalled();
  });
});
