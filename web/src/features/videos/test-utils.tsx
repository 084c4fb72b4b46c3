/**
 * Rendering for this feature's component tests with web's own React 19 (react-dom/client) and
 * @testing-library/dom, wrapped in act like @testing-library/react does. Root node_modules may
 * hoist a second React (18, pulled in by Excalidraw) that @testing-library/react then loads,
 * which breaks its render; this helper does not depend on that resolution.
 */
import { configure } from '@testing-library/dom';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { TestFirebaseProviders } from '@/testing/firebase';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** act with the act environment on, even inside asyncWrapper (as @testing-library/react does). */
function actNow<T>(callback: () => T): T {
  const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    let result!: T;
    act(() => {
      result = callback();
    });
    return result;
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

configure({
  eventWrapper: (callback) => actNow(callback),
  asyncWrapper: async (callback) => {
    const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      return await callback();
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  },
});

const mounted: { root: Root; container: HTMLElement }[] = [];

export function render(ui: ReactNode): { rerender(next: ReactNode): void; unmount(): void } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  mounted.push({ root, container });
  // Inside reactfire's providers, as the app renders the feature (src/testing/firebase.tsx).
  const provided = (node: ReactNode) => <TestFirebaseProviders>{node}</TestFirebaseProviders>;
  act(() => root.render(provided(ui)));
  return {
    rerender: (next) => act(() => root.render(provided(next))),
    unmount: () => act(() => root.unmount()),
  };
}

export { act };

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});
