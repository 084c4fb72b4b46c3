/**
 * The least the app's heavy pages could load: each library alone in a lazy chunk, as the app's
 * page loads it (React.lazy), with nothing of the app's own. `npm run bench:web` measures each
 * beside its page (served as a Hosting site of its own); `npm run size:web` and the size budgets
 * compare the app's canvas and calendar chunks with these. Built with the app's Vite options
 * (web/vite.shared.config.ts).
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const pages = {
  '/canvas': lazy(() => import('./canvas')),
  '/calendar': lazy(() => import('./calendar')),
  '/chat': lazy(() => import('./chat')),
};

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');
const Page = pages[location.pathname as keyof typeof pages] ?? pages['/canvas'];
createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>
  </StrictMode>,
);
