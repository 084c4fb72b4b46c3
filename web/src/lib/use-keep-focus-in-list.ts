/**
 * A list whose rows leave as they are acted on (an approved account leaves the pending list):
 * when the row that held focus leaves, focus goes to the row now in its place, else the last one
 * (its first control), instead of falling to the page, where a keyboard user would start over
 * from the top. Returns the callback ref for the list element.
 */
import { useCallback } from 'react';

const CONTROL = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea';

export function useKeepFocusInList(): (list: HTMLElement | null) => (() => void) | undefined {
  return useCallback((list: HTMLElement | null) => {
    if (!list) return undefined;
    /** The index of the row that last held focus, while focus is in the list. */
    let focusedRow = -1;
    const rowIndex = (target: EventTarget | null) => {
      const row = target instanceof Element ? target.closest('li') : null;
      return row?.parentElement === list ? Array.prototype.indexOf.call(list.children, row) : -1;
    };
    const onFocusIn = (event: FocusEvent) => {
      focusedRow = rowIndex(event.target);
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus moved elsewhere on purpose (a removed row's focus goes nowhere: no related target).
      if (event.relatedTarget && !list.contains(event.relatedTarget as Node)) focusedRow = -1;
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (focusedRow < 0 || (active && active !== document.body)) return;
      const rows = list.children;
      const row = rows[Math.min(focusedRow, rows.length - 1)];
      row?.querySelector<HTMLElement>(CONTROL)?.focus();
    });
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    observer.observe(list, { childList: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, []);
}
