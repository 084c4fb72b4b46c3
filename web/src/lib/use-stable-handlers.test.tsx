// @vitest-environment jsdom
import { render, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useStableHandlers } from './use-stable-handlers';

describe('useStableHandlers', () => {
  it('keeps each function from render to render and calls the latest render’s version', () => {
    const { result, rerender } = renderHook(
      ({ label }: { label: string }) =>
        useStableHandlers({ describe: (n: number) => `${label}${n}` }),
      { initialProps: { label: 'a' } },
    );
    const first = result.current.describe;
    expect(first(1)).toBe('a1');
    rerender({ label: 'b' });
    expect(result.current.describe).toBe(first);
    expect(first(2)).toBe('b2');
  });

  it('has the new render’s versions in place when a child mounts in that commit', () => {
    const seen: string[] = [];
    function Child({ onMount }: { onMount: () => void }) {
      useLayoutEffect(() => {
        onMount();
      }, [onMount]);
      return null;
    }
    function Parent({ value }: { value: string }) {
      const { report } = useStableHandlers({
        report: () => {
          seen.push(value);
        },
      });
      // A new key mounts a new child, as FullCalendar remounts on a new time zone.
      return <Child key={value} onMount={report} />;
    }
    const { rerender } = render(<Parent value="first" />);
    rerender(<Parent value="second" />);
    expect(seen).toEqual(['first', 'second']);
  });
});
