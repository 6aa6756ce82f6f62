import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  // Sits inside the input's frame, at its end (the password toggle).
  trailing?: ReactNode;
};

// A labelled input whose hint and error are announced with it (aria-describedby).
export default function TextField({ id, name, label, error, hint, trailing, ...input }: Props) {
  const fallbackId = useId();
  const inputId = id ?? `${fallbackId}-${name}`;
  // An error replaces the hint: both would say the same thing twice.
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={trailing ? 'field__control field__control--trailing' : 'field__control'}>
        <input
          id={inputId}
          name={name}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {hintId && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
