/**
 * A disclosure: a trigger button and a panel below it. Escape or a click outside closes it and
 * Escape returns focus to the trigger. Panels hold links and buttons, so Tab moves through them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './popover.module.css';

export interface PopoverProps {
  /** The trigger's content, and its accessible name. */
  trigger: (props: { open: boolean }) => ReactNode;
  label: string;
  /** The panel's heading for assistive technology. */
  panelLabel: string;
  children: (close: () => void) => ReactNode;
  /** Round icon trigger (the bell) or a plain button. */
  variant?: 'icon' | 'plain';
  align?: 'start' | 'end';
}

export function Popover({
  trigger,
  label,
  panelLabel,
  children,
  variant = 'icon',
  align = 'end',
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={variant === 'icon' ? styles.iconTrigger : styles.plainTrigger}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger({ open })}
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={panelLabel}
        hidden={!open}
        className={`${styles.panel} ${align === 'end' ? styles.end : styles.start}`}
      >
        {open ? children(() => setOpen(false)) : null}
      </div>
    </div>
  );
}
