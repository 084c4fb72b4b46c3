import { Throttle } from './throttle';

describe('Throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first value at once and folds the rest into one trailing call', () => {
    const sent: number[] = [];
    const throttle = new Throttle<number>((value) => sent.push(value), 250);
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(249);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1, 3]);
    // A quiet period: the next value goes out at once again.
    vi.advanceTimersByTime(1000);
    throttle.push(4);
    expect(sent).toEqual([1, 3, 4]);
  });

  it('never sends more than once per interval under a steady stream', () => {
    const sent: number[] = [];
    const throttle = new Throttle<number>((value) => sent.push(value), 250);
    for (let i = 0; i < 100; i += 1) {
      throttle.push(i);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(250);
    // 1 s of pointer moves every 10 ms: 4 sends plus the trailing last value.
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent.at(-1)).toBe(99);
  });

  it('drops the trailing call when cancelled', () => {
    const sent: number[] = [];
    const throttle = new Throttle<number>((value) => sent.push(value), 250);
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([1]);
  });
});
