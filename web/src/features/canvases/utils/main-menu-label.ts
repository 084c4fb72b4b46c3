/**
 * Excalidraw (0.18) renders its main menu button with an icon and no accessible name (axe:
 * button-name; upstream excalidraw/excalidraw#11297), and its API has no prop for one. This
 * names the button once Excalidraw renders it, and again whenever it renders a new one (a
 * switch between its phone and desktop layouts, view mode). A name Excalidraw gives it itself
 * one day is kept.
 */
export const MAIN_MENU_LABEL = 'Canvas menu';

const TRIGGER = '.main-menu-trigger';

export function nameMainMenuTriggers(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLElement>(TRIGGER)) {
    if (!button.hasAttribute('aria-label') && !button.title) {
      button.setAttribute('aria-label', MAIN_MENU_LABEL);
    }
  }
}

/** Names the triggers under `root` now and after each change of its tree; returns the stop. */
export function watchMainMenuTriggers(root: HTMLElement): () => void {
  nameMainMenuTriggers(root);
  const observer = new MutationObserver(() => nameMainMenuTriggers(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
