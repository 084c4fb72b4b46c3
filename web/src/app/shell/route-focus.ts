/**
 * After an in-app navigation, focus moves to the new page's main heading: a screen reader
 * announces where the person now is, and the next Tab starts in the page instead of at the top
 * of the shell. One place for every route (the shell's main area), not one per page.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A page whose heading has not appeared by then (still loading, or none) is left alone. */
const WAIT_FOR_HEADING_MS = 10_000;

export function useFocusHeadingOnRouteChange(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef<string | null>(null);

  useEffect(() => {
    const previous = seen.current;
    seen.current = pathname;
    // The first page of a visit keeps the browser's focus (the skip link is the first Tab), and
    // so does a redirect (`/` to the remembered workspace): only the person's own moves count.
    if (previous === null || previous === pathname || navigationType === 'REPLACE') {
      return undefined;
    }
    const root = main.current;
    if (!root) return undefined;
    // What had focus when the route changed: the link pressed, or nothing once it was removed.
    const trigger = document.activeElement;

    function focusHeading(area: HTMLElement): boolean {
      const heading = area.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const active = document.activeElement;
      // The person moved on meanwhile, or the page put focus somewhere itself (a form's first
      // field, a dialog): leave it there.
      const untouched =
        !active || active === document.body || active === trigger || !trigger?.isConnected;
      if (untouched && !area.contains(active)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    }

    if (focusHeading(root)) return undefined;
    // The page is still loading (its code or its data): wait for its heading.
    const observer = new MutationObserver(() => {
      if (focusHeading(root)) stop();
    });
    const timer = window.setTimeout(stop, WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, navigationType, main]);
}
