/**
 * Functions that keep their identity from render to render and call the latest render's versions.
 * For a library that takes a new function as a changed option: FullCalendar reprocesses its
 * options and redraws its view for each one, so closures made anew on every render cost a redraw
 * per render.
 *
 * The latest versions are put in place in an insertion effect: those run before any layout effect
 * or class lifecycle of the same commit, so a callback that a child fires while it mounts or
 * updates (FullCalendar's `datesSet`) already sees the render that caused it.
 */
import { useInsertionEffect, useRef, useState } from 'react';

type Handlers = Record<string, (...args: never[]) => unknown>;

export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  useInsertionEffect(() => {
    latest.current = handlers;
  });
  // The names are the first render's: a handler passed later under a new name is not called.
  const [stable] = useState(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((name) => [
          name,
          (...args: never[]) => latest.current[name]?.(...args),
        ]),
      ) as T,
  );
  return stable;
}
