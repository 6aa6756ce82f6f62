import CategoryField from '../challenges/CategoryField';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import type { FieldErrors, WizardFields } from './wizard-fields';

type Props = {
  fields: WizardFields;
  errors: FieldErrors;
  onEdit: <K extends keyof WizardFields>(key: K, value: WizardFields[K]) => void;
};

// Step 1: what the challenge asks photographers to shoot.
export default function DetailsStep({ fields, errors, onEdit }: Props) {
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
      <TextAreaField
        name="description"
        label="Description (optional)"
        maxLength={2000}
        value={fields.description}
        error={errors.description}
        hint="What you hope to see, and anything entries should avoid."
        onChange={(event) => onEdit('description', event.currentTarget.value)}
      />
      <CategoryField
        placeholder="Choose a category"
        value={fields.category}
        error={errors.category}
        onChange={(category) => onEdit('category', category)}
      />
    </>
  );
}
