import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** Visual weight: primary for the main action, secondary for others, danger for destructive ones. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Compact size for rows and toolbars. */
  size?: 'md' | 'sm';
  /**
   * Shows the action is running and blocks a second press. The button stays enabled for the
   * browser (`aria-disabled`, presses ignored): a disabled button loses focus, and the person
   * using the keyboard found themselves at the top of the page after every action.
   */
  busy?: boolean;
  /** Stretches to the container's width. */
  block?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  block = false,
  className,
  disabled,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      // A press while busy neither runs the action again nor submits the form.
      onClick={busy ? ignorePress : onClick}
      {...rest}
    >
      {children}
    </button>
  );
}

function ignorePress(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
