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
  /**
   * The most characters the value may have. Near it a counter says how many are used, and past
   * it how many too many: nothing is cut (a `maxLength` drops what is typed or pasted beyond it
   * without a word); the form's check refuses the value.
   */
  limit?: number;
}

/** A counter shows from this share of the limit on. */
const COUNT_FROM = 0.8;

/** "100 of 120 characters", "125 of 120 characters: 5 too many", or null far from the limit. */
export function characterCount(length: number, limit: number): string | null {
  if (length < limit * COUNT_FROM) return null;
  const count = `${length} of ${limit} characters`;
  return length > limit ? `${count}: ${length - limit} too many` : count;
}

/** A label, one control (input, textarea, select), its hint and its error, in one layout. */
export function Field({
  label,
  hint,
  error,
  className,
  limit,
  length = 0,
  control,
}: FieldProps & {
  /** The value's length, for the counter near `limit`. */
  length?: number;
  control: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const count = limit === undefined ? null : characterCount(length, limit);
  const countId = `${id}-count`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control({
        id,
        className: styles.input,
        'aria-invalid': error || (limit !== undefined && length > limit) ? true : undefined,
        'aria-describedby':
          [hintId, count ? countId : undefined, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {limit !== undefined ? (
        // Always there, so the first count is announced as it appears.
        <p
          id={countId}
          className={length > limit ? styles.error : styles.hint}
          aria-live="polite"
          hidden={!count}
        >
          {count}
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
