/**
 * Where Excalidraw loads its fonts from: the app itself (web/vite.config.ts serves and copies
 * them under /excalidraw/fonts/), not Excalidraw's CDN, which an offline machine cannot reach.
 * Excalidraw reads this global when it loads a font, so it must be set before the editor draws
 * text; the editor imports this module first.
 */
declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

window.EXCALIDRAW_ASSET_PATH = `${import.meta.env.BASE_URL}excalidraw/`;

export {};
