import { useId } from 'react';

export const BIO_MAX = 500;

type Props = { value: string; error?: string; onChange: (value: string) => void };

export default function BioField({ value, error, onChange }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Bio
      </label>
      <textarea
        id={id}
        name="bio"
        className="input textarea"
        rows={5}
        maxLength={BIO_MAX}
        value={value}
        placeholder="What do you shoot, and what are you working on?"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-count`} className="field__hint field__counter">
        {value.length}/{BIO_MAX} characters
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
