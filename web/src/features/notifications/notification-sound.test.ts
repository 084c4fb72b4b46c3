// @vitest-environment jsdom
import { createNotificationSound } from './notification-sound';

/** A minimal AudioContext double that records the gain and oscillators it hands out. */
function fakeAudioContext(state: AudioContextState) {
  const gains: Array<{ gain: { value: number } }> = [];
  const oscillators: unknown[] = [];
  class FakeContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    close = vi.fn(async () => undefined);
    createGain() {
      const node = {
        gain: { value: 1, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: vi.fn((target: unknown) => target),
      };
      gains.push(node);
      return node;
    }
    createOscillator() {
      const node = {
        type: 'sine',
        frequency: { value: 0 },
        connect: vi.fn((target: unknown) => target),
        start: vi.fn(),
        stop: vi.fn(),
      };
      oscillators.push(node);
      return node;
    }
  }
  return { FakeContext: FakeContext as unknown as typeof AudioContext, gains, oscillators };
}

describe('createNotificationSound', () => {
  it('plays at volume 0.7 once audio is allowed', () => {
    const { FakeContext, gains, oscillators } = fakeAudioContext('running');
    const sound = createNotificationSound(FakeContext);
    sound.play();
    // The number itself, written out: a changed NOTIFICATION_VOLUME must fail this test.
    expect(gains[0]?.gain.value).toBe(0.7);
    expect(oscillators.length).toBeGreaterThan(0);
    sound.dispose();
  });

  it('stays silent until a user gesture unlocks audio (autoplay rules)', async () => {
    const { FakeContext, oscillators } = fakeAudioContext('suspended');
    const sound = createNotificationSound(FakeContext);
    sound.play();
    expect(oscillators).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    sound.play();
    expect(oscillators.length).toBeGreaterThan(0);
    sound.dispose();
  });

  it('is a no-op where WebAudio does not exist', () => {
    expect(() => createNotificationSound(undefined).play()).not.toThrow();
  });
});
