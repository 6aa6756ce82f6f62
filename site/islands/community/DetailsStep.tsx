import { useId } from 'react';
import { CATEGORIES } from '../../../worker/routes/challenges/schema';
import TextField from '../account/TextField';
import { titleCase } from '../challenges/challenge-time';
import type { FieldErrors, WizardFields } from './wizard-fields';

type Props = { fields: WizardFields; errors: FieldErrors; onEdit: <K extends keyof WizardFields>(key: K, value: WizardFields[K]) => void };

// Step 1: what the challenge asks photographers to shoot.
export default function DetailsStep({ fields, errors, onEdit }: Props) {
  const id = useId();
  return (
    <>
      <TextField
        name="title"
        label="Title"
        maxLength={120}
        value={fields.title}
        error={errors.title}
        hint="Short and specific, e.g. “Reflections after rain”."
        onChange={(event) => onEdit('title', event.currentTarget.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          Description (optional)
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          className="input textarea"
          rows={4}
          maxLength={2000}
          value={fields.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : `${id}-description-hint`}
          onChange={(event) => onEdit('description', event.currentTarget.value)}
        />
        {errors.description ? (
          <p id={`${id}-description-error`} className="field__error">{errors.description}</p>
        ) : (
          <p id={`${id}-description-hint`} className="field__hint">What you hope to see, and anything entries should avoid.</p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select
          id={`${id}-category`}
          name="category"
          className="input select"
          value={fields.category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
          onChange={(event) => onEdit('category', event.currentTarget.value)}
        >
          <option value="">Choose a category</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {titleCase(c)}
            </option>
          ))}
        </select>
        {errors.category && (
          <p id={`${id}-category-error`} className="field__error">{errors.category}</p>
        )}
      </div>
    </>
  );
}
