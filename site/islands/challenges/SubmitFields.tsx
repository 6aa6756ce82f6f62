import { useId } from 'react';
import TextField from '../account/TextField';

type Props = { errors: Partial<Record<'title' | 'description' | 'altText', string>>; disabled: boolean };

function Area({ name, label, hint, error, disabled, maxLength }: { name: string; label: string; hint: string; error?: string; disabled: boolean; maxLength: number }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="input textarea"
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

// Title, description and the alt text every entry needs (read aloud to people who can't see it).
export default function SubmitFields({ errors, disabled }: Props) {
  return (
    <>
      <TextField name="title" label="Title" maxLength={120} disabled={disabled} error={errors.title} required />
      <Area
        name="description"
        label="Description (optional)"
        hint="The story behind the shot, or how you made it."
        maxLength={2000}
        disabled={disabled}
        error={errors.description}
      />
      <Area
        name="altText"
        label="Alt text"
        hint="Required. Describe what the photo shows for people who use screen readers, e.g. “A cyclist crossing a rain-soaked street at dusk, lit by shop signs.”"
        maxLength={500}
        disabled={disabled}
        error={errors.altText}
      />
    </>
  );
}
