import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Relative, not the package name: Vite bundles a relative import into the config, while it would
// hand the package's .ts entry to Node untranspiled.
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '../common/src/local-config.ts';

/** The functions emulator serves the `api` function here; Hosting rewrites /api/** to it in production. */
const API_TARGET = `http://127.0.0.1:${LOCAL_PORTS.functions}/${LOCAL_PROJECT_ID}/us-central1/api`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // One React for the whole bundle: packages hoisted to the root node_modules (react-router,
    // stream-chat-react, ...) must not pick up another copy than web's own react and react-dom.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: LOCAL_PORTS.web,
    strictPort: true,
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/api/, ''),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
