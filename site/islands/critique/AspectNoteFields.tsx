import { ASPECT_LABELS, type CritiqueAspect, MAX_NOTE_CHARS } from '../../../worker/domain/critiques';
import TextAreaField from '../fields/TextAreaField';

export type NoteDraft = { rating: number; works: string; improve: string; next: string };
export const BLANK_NOTE: NoteDraft = { rating: 0, works: '', improve: '', next: '' };

type Props = { aspect: CritiqueAspect; note: NoteDraft; disabled: boolean; onChange: (note: NoteDraft) => void };

const PARTS = [
  ['works', 'What works', 'What already makes this photo strong?'],
  ['improve', 'What to improve', 'What holds it back, and why?'],
  ['next', 'Try next', 'One thing to try on the next shot or edit.'],
] as const;

// One aspect the photographer asked about: a rating from 1 to 5 and three notes.
export default function AspectNoteFields({ aspect, note, disabled, onChange }: Props) {
  const label = ASPECT_LABELS[aspect];
  return (
    <fieldset className="aspect-note">
      <legend>{label}</legend>
      <div className="aspect-note__rating" role="radiogroup" aria-label={`Rating for ${label}`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="aspect-note__choice">
            <input
              type="radio"
              name={`rating-${aspect}`}
              value={n}
              checked={note.rating === n}
              disabled={disabled}
              onChange={() => onChange({ ...note, rating: n })}
            />
            <span aria-hidden="true">{n}</span>
            <span className="sr-only">{n} out of 5</span>
          </label>
        ))}
      </div>
      {PARTS.map(([part, partLabel, placeholder]) => (
        <TextAreaField
          key={part}
          id={`${aspect}-${part}`}
          name={`${aspect}-${part}`}
          label={partLabel}
          placeholder={placeholder}
          rows={2}
          maxLength={MAX_NOTE_CHARS}
          value={note[part]}
          disabled={disabled}
          onChange={(event) => onChange({ ...note, [part]: event.currentTarget.value })}
        />
      ))}
    </fieldset>
  );
}
