/**
 * The build options the app (vite.config.ts) shares with the bench's floor app
 * (scripts/bench-web/floor), so the floor is built exactly as the app is and the bench compares
 * like with like. App-only pieces (the Excalidraw fonts, the dev server, tests) stay in
 * vite.config.ts.
 */
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export function sharedViteConfig() {
  return {
    plugins: [react()],
    resolve: {
      // One React for the whole bundle: packages hoisted to the root node_modules (react-router,
      // stream-chat-react, ...) must not pick up another copy than web's own react and react-dom.
      dedupe: ['react', 'react-dom'],
    },
    build: {
      // dist/.vite/manifest.json: which chunks each entry and lazy route loads, read by the size
      // table (scripts/bench-web/route-sizes.ts). Hosting skips dot folders, so it is not served.
      manifest: true,
    },
  } satisfies UserConfig;
}
