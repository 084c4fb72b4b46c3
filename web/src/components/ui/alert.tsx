import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  /** Colour and role: errors are announced assertively, the rest politely. */
  tone?: 'error' | 'info' | 'success' | 'warning';
  title?: string;
  children?: ReactNode;
}

export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}
