import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A labelled select; pass the options as children. */
export function SelectField({ label, hint, error, className, ...rest }: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(control) => <select {...control} {...rest} />}
    />
  );
}
