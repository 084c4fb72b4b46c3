import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: primary for the main action, secondary for others, danger for destructive ones. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Compact size for rows and toolbars. */
  size?: 'md' | 'sm';
  /** Shows the action is running and blocks a second press. */
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
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
