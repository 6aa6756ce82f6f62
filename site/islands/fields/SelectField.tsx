import type { ReactNode, SelectHTMLAttributes } from 'react';
import Field from './Field';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { name: string; label: string; error?: string; hint?: ReactNode };

export default function SelectField({ id, name, label, error, hint, className = 'input select', children, ...select }: Props) {
  return (
    <Field id={id} name={name} label={label} error={error} hint={hint}>
      {(control) => (
        <select name={name} className={className} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
