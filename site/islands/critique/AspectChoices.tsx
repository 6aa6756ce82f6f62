import './AspectChoices.css';
import { useId } from 'react';
import { ASPECT_LABELS, CRITIQUE_ASPECTS, type CritiqueAspect } from '../../../worker/domain/critiques';

type Props = { chosen: CritiqueAspect[]; error?: string; disabled: boolean; onChange: (aspects: CritiqueAspect[]) => void };

// What the photographer wants critics to speak to, in the domain's order.
export default function AspectChoices({ chosen, error, disabled, onChange }: Props) {
  const errorId = `${useId()}-aspects-error`;
  const toggle = (aspect: CritiqueAspect, on: boolean) =>
    onChange(CRITIQUE_ASPECTS.filter((a) => (a === aspect ? on : chosen.includes(a))));
  return (
    <fieldset className="aspect-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">What should critics look at?</legend>
      <div className="aspect-choices__list">
        {CRITIQUE_ASPECTS.map((aspect) => (
          <label key={aspect} className="aspect-choice">
            <input
              type="checkbox"
              name="aspects"
              value={aspect}
              checked={chosen.includes(aspect)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(aspect, event.currentTarget.checked)}
            />
            {ASPECT_LABELS[aspect]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
