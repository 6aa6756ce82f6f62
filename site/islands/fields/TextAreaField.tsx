import type { ReactNode, TextareaHTMLAttributes } from 'react';
import Field from './Field';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; label: string; error?: string; hint?: ReactNode };

export default function TextAreaField({ id, name, label, error, hint, ...textarea }: Props) {
  return (
    <Field id={id} name={name} label={label} error={error} hint={hint}>
      {(control) => <textarea name={name} className="input textarea" rows={4} {...control} {...textarea} />}
    </Field>
  );
}
