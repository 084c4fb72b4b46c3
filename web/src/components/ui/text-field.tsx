import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './field';

export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({ label, hint, error, className, limit, ...rest }: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      limit={limit}
      length={String(rest.value ?? '').length}
      control={(control) => <input {...control} {...rest} />}
    />
  );
}
