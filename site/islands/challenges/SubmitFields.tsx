import AltTextDraft from '../coach/AltTextDraft';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';

type Props = { errors: Partial<Record<'title' | 'description' | 'altText', string>>; disabled: boolean; photo: File | null };

// Title, description and the alt text every entry needs (read aloud to people who can't see it).
export default function SubmitFields({ errors, disabled, photo }: Props) {
  return (
    <>
      <TextField name="title" label="Title" maxLength={120} disabled={disabled} error={errors.title} required />
      <TextAreaField
        name="description"
        label="Description (optional)"
        hint="The story behind the shot, or how you made it."
        maxLength={2000}
        disabled={disabled}
        error={errors.description}
      />
      <div className="alt-text-field">
        <TextAreaField
          name="altText"
          label="Alt text"
          hint="Required. Describe what the photo shows for people who use screen readers, e.g. “A cyclist crossing a rain-soaked street at dusk, lit by shop signs.”"
          maxLength={500}
          disabled={disabled}
          error={errors.altText}
        />
        <AltTextDraft photo={photo} field="altText" disabled={disabled} />
      </div>
    </>
  );
}
