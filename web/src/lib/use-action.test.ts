// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useAction } from './use-action';

function deferred() {
  let resolve!: () => void;
  let reject!: (cause: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is busy with the pending key while the action runs, then idle', async () => {
    const { result } = renderHook(() => useAction());
    const gate = deferred();
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(() => gate.promise, 'Could not save.', 'row-2');
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.pending).toBe('row-2');
    await act(async () => gate.resolve());
    expect(await done).toBe(true);
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('refuses a second run while one is pending (no double submit)', async () => {
    const { result } = renderHook(() => useAction());
    const gate = deferred();
    const second = vi.fn(async () => undefined);
    let first!: Promise<boolean>;
    let again!: Promise<boolean>;
    act(() => {
      first = result.current.run(() => gate.promise, 'x');
      again = result.current.run(second, 'x');
    });
    expect(await again).toBe(false);
    expect(second).not.toHaveBeenCalled();
    await act(async () => gate.resolve());
    expect(await first).toBe(true);
  });

  it('words a failure with describeActionError and clears it on the next run', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAction());
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    let outcome = true;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(denied), 'Could not delete.');
    });
    expect(outcome).toBe(false);
    expect(result.current.error).toBe('You do not have the right to do that in this workspace.');
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('boom')), 'Could not delete.');
    });
    expect(result.current.error).toBe('Could not delete.');
    await act(async () => {
      await result.current.run(async () => undefined, 'Could not delete.');
    });
    expect(result.current.error).toBeNull();
  });
});
