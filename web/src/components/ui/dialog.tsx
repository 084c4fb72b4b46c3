/**
 * The app's one modal dialog: the native `<dialog>` opened with `showModal()`, so the browser puts
 * it in the top layer and makes the page behind it inert. On top of that it:
 * - moves focus in: to the element marked `data-autofocus`, else the content's first control;
 * - keeps Tab inside (wrapping at both ends) instead of letting it leave for the browser's chrome;
 * - closes on Escape and on a press that starts and ends on the backdrop (a drag that merely ends
 *   outside, like selecting text, does not close it);
 * - returns focus to the element that opened it;
 * - is labelled by its title (and described by `description` when given).
 * Render it while it is open and let `onClose` unmount it: the caller owns the open state.
 */
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  /** Escape, a backdrop click or the caller's own buttons: the caller unmounts the dialog. */
  onClose(): void;
  children: ReactNode;
  /** A sentence under the title that says what the dialog is about (announced with it). */
  description?: ReactNode;
  /** Buttons beside the title (the uploader's Minimize and Close). */
  headerActions?: ReactNode;
  /** sm: confirmations; md: forms (default); lg: lists and wide forms. */
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for a question that interrupts (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  'data-testid'?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** In tree order (what Tab follows): some selector engines return a selector list group by group. */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('*')).filter((element) =>
    element.matches(FOCUSABLE),
  );
}

export function Dialog({
  title,
  onClose,
  children,
  description,
  headerActions,
  size = 'md',
  role = 'dialog',
  'data-testid': testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const header = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose without re-running the open effect when the caller passes a new function.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Set on pointerdown: a click closes only if the press also began on the backdrop.
  const pressedBackdrop = useRef(false);

  // A layout effect: open before the first paint, and note the opener before anything moves focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The content's first control before the header's buttons (the uploader's Minimize).
    const focusable = focusableIn(dialog);
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      focusable.find((element) => !header.current?.contains(element)) ??
      focusable[0] ??
      dialog;
    first.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here, not by the native cancel: a nested dialog's Escape must close only itself,
      // and preventing the keydown stops the browser closing the <dialog> behind React's back.
      event.preventDefault();
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = focusableIn(ref.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === ref.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A close request without a keydown (a phone's back gesture): close through the caller too.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    close.current();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog box is filled by .frame, so a target of the <dialog> itself is its ::backdrop.
    const onBackdrop = event.target === ref.current;
    if (onBackdrop && pressedBackdrop.current) close.current();
    pressedBackdrop.current = false;
  }

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === ref.current;
      }}
      onClick={onClick}
    >
      <div className={styles.frame}>
        <header ref={header} className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {headerActions ? <span className={styles.headerActions}>{headerActions}</span> : null}
        </header>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog: the main action last; it wraps on a phone. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
