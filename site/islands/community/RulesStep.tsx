import './RulesStep.css';
import TextField from '../fields/TextField';
import { PRIVACY } from './privacy';
import type { FieldErrors, Privacy, WizardFields } from './wizard-fields';

type Props = {
  fields: WizardFields;
  errors: FieldErrors;
  onEdit: <K extends keyof WizardFields>(key: K, value: WizardFields[K]) => void;
};

// Step 4: how many photos each person may enter, and who can find and enter the challenge.
export default function RulesStep({ fields, errors, onEdit }: Props) {
  return (
    <>
      <fieldset className="wizard-choices">
        <legend className="field__label">Entries per person</legend>
        <label className="wizard-choice">
          <input type="radio" name="limitMode" checked={fields.unlimited} onChange={() => onEdit('unlimited', true)} />
          <span>
            <strong>Unlimited</strong>
            <small>Photographers enter as many photos as they like.</small>
          </span>
        </label>
        <label className="wizard-choice">
          <input type="radio" name="limitMode" checked={!fields.unlimited} onChange={() => onEdit('unlimited', false)} />
          <span>
            <strong>Limited</strong>
            <small>Each photographer enters at most the number below.</small>
          </span>
        </label>
        {!fields.unlimited && (
          <TextField
            name="submissionLimit"
            label="Photos per person"
            fieldClassName="wizard-choices__limit"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={fields.submissionLimit}
            error={errors.submissionLimit}
            onChange={(event) => onEdit('submissionLimit', event.currentTarget.value)}
          />
        )}
      </fieldset>
      <fieldset className="wizard-choices">
        <legend className="field__label">Who can see it</legend>
        {(Object.keys(PRIVACY) as Privacy[]).map((value) => (
          <label key={value} className="wizard-choice">
            <input
              type="radio"
              name="privacyType"
              value={value}
              checked={fields.privacyType === value}
              onChange={() => onEdit('privacyType', value)}
            />
            <span>
              <strong>{PRIVACY[value].label}</strong>
              <small>{PRIVACY[value].explains}</small>
            </span>
          </label>
        ))}
        {errors.privacyType && <p className="field__error">{errors.privacyType}</p>}
      </fieldset>
    </>
  );
}
