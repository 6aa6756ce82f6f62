import './DatesStep.css';
import LocalDateTimeField from './LocalDateTimeField';
import type { FieldErrors, WizardFields } from './wizard-fields';

type Props = {
  fields: WizardFields;
  errors: FieldErrors;
  onEdit: <K extends keyof WizardFields>(key: K, value: WizardFields[K]) => void;
};

// Step 2: when entries open and close, and when voting ends (results follow shortly after).
export default function DatesStep({ fields, errors, onEdit }: Props) {
  return (
    <>
      <LocalDateTimeField
        name="startDate"
        label="Entries open"
        value={fields.startDate}
        error={errors.startDate}
        onChange={(v) => onEdit('startDate', v)}
      />
      <LocalDateTimeField
        name="endDate"
        label="Entries close"
        value={fields.endDate}
        error={errors.endDate}
        onChange={(v) => onEdit('endDate', v)}
      />
      <LocalDateTimeField
        name="votingEndDate"
        label="Voting ends"
        value={fields.votingEndDate}
        error={errors.votingEndDate}
        onChange={(v) => onEdit('votingEndDate', v)}
      />
      <p className="wizard__note">
        Entries and voting each stay open for at least an hour. Voting opens when entries close. You can't vote in your own
        challenge, but you can enter it.
      </p>
    </>
  );
}
