/**
 * The canvases feature's public surface. Its pages load Excalidraw, so they are lazy here: no
 * other page's bundle carries the editor.
 */
import { lazy } from 'react';

export const CanvasesPage = lazy(() =>
  import('./components/canvases-page').then((module) => ({ default: module.CanvasesPage })),
);
export const CanvasPage = lazy(() =>
  import('./components/canvas-page').then((module) => ({ default: module.CanvasPage })),
);
export {
  useCanvases,
  useFindCanvasWorkspace,
  usePinnedCanvases,
  useProjectCanvases,
} from './api/use-canvases';
export type { Canvas } from './api/canvases';
export { sortCanvases } from './utils/canvas-list';
