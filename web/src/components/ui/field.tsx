import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './field.module.css';

/** What a field's control needs to be labelled, described and styled like every other. */
export interface FieldControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The visible label, tied to the control. */
  label: string;
  /** Help shown under the field. */
  hint?: ReactNode;
  /** An error for this field; marks it invalid and is announced with it. */
  error?: string | null;
  className?: string;
}

/** A label, one control (input, textarea, select), its hint and its error, in one layout. */
export function Field({
  label,
  hint,
  error,
  className,
  control,
}: FieldProps & { control: (props: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control({
        id,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const fieldStyles = styles;
