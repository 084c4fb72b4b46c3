/**
 * Rendering for this feature's component tests with web's own React 19 (react-dom/client) and
 * @testing-library/dom, wrapped in act like @testing-library/react does. Root node_modules may
 * hoist a second React (18, pulled in by Excalidraw) that @testing-library/react then loads,
 * which breaks its render; this helper does not depend on that resolution.
 */
import { configure, waitFor } from '@testing-library/dom';
import type userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect } from 'vitest';
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

/** A `size`-byte file (at least 16) that opens like an MP4: the `ftyp` box, brand `isom`. */
export function videoFile(name: string, size: number, options: FilePropertyBag = {}): File {
  const bytes = new Uint8Array(Math.max(16, size));
  bytes.set([0, 0, 0, 16, ...new TextEncoder().encode('ftypisom')]);
  return new File([bytes], name, { type: 'video/mp4', ...options });
}

/** Picks `file` in a file field and waits until the uploader has read its first bytes. */
export async function chooseFile(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  file: File,
): Promise<void> {
  await user.upload(input, file);
  await waitFor(() => expect(input).not.toHaveAttribute('aria-busy'));
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});
