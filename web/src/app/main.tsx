import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/global.css';
import { startServiceWorker } from '@/features/pwa';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The offline app (service worker) starts after the first paint, never before it.
startServiceWorker();
