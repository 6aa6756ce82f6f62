import type { InputHTMLAttributes, ReactNode } from 'react';
import Field from './Field';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
  // Sits inside the input's frame, at its end (the password toggle).
  trailing?: ReactNode;
};

export default function TextField({ id, name, label, error, hint, fieldClassName, trailing, ...input }: Props) {
  return (
    <Field id={id} name={name} label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <div className={trailing ? 'field__control field__control--trailing' : 'field__control'}>
          <input name={name} className="input" {...control} {...input} />
          {trailing}
        </div>
      )}
    </Field>
  );
}
