import type { TextareaHTMLAttributes } from 'react';
import { Field, fieldStyles, type FieldProps } from './field';

export type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export function TextAreaField({
  label,
  hint,
  error,
  className,
  limit,
  ...rest
}: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      limit={limit}
      length={String(rest.value ?? '').length}
      control={(control) => (
        <textarea
          {...control}
          className={[control.className, fieldStyles.textarea].filter(Boolean).join(' ')}
          {...rest}
        />
      )}
    />
  );
}
