import { useId, type ReactNode } from 'react';

// What a field's control needs to be tied to its label, hint and error.
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type Props = {
  id?: string;
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

// A labelled control whose hint and error are announced with it (aria-describedby). An
// error replaces the hint: both would say the same thing twice.
export default function Field({ id, name, label, error, hint, className, children }: Props) {
  const fallbackId = useId();
  const controlId = id ?? `${fallbackId}-${name}`;
  const hintId = hint && !error ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
