import './ReviewStep.css';
import { newYorkClock } from '../../../worker/domain/new-york-clock';
import { titleCase } from '../challenges/challenge-time';
import { PRIVACY } from './privacy';
import { fromLocalInput, type WizardFields } from './wizard-fields';

type Props = { fields: WizardFields; onGoTo: (step: number) => void };

const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// A blank voting end means the server's default: 24 hours after entries close.
function When({ value }: { value: string }) {
  if (!value) return <>24 hours after entries close</>;
  const instant = fromLocalInput(value);
  return (
    <>
      {local.format(instant)} <span className="wizard-review__aside">· New York {newYorkClock(instant)}</span>
    </>
  );
}

// Step 5: everything at a glance, each part with a way back to change it.
export default function ReviewStep({ fields, onGoTo }: Props) {
  const rows = [
    { step: 0, label: 'Title', value: fields.title.trim() },
    { step: 0, label: 'Category', value: titleCase(fields.category) },
    { step: 0, label: 'Description', value: fields.description.trim() || 'None' },
    { step: 1, label: 'Entries open', value: <When value={fields.startDate} /> },
    { step: 1, label: 'Entries close', value: <When value={fields.endDate} /> },
    { step: 1, label: 'Voting ends', value: <When value={fields.votingEndDate} /> },
    {
      step: 2,
      label: 'Cover',
      value: fields.coverImage.trim() ? fields.coverImageCredit.trim() || 'Set, no credit' : 'Stock picture',
    },
    { step: 3, label: 'Entries per person', value: fields.unlimited ? 'Unlimited' : fields.submissionLimit },
    { step: 3, label: 'Who can see it', value: `${PRIVACY[fields.privacyType].label}: ${PRIVACY[fields.privacyType].explains}` },
  ];
  return (
    <dl className="wizard-review">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          <dd>
            <button
              type="button"
              className="link-button"
              onClick={() => onGoTo(row.step)}
              aria-label={`Edit ${row.label.toLowerCase()}`}
            >
              Edit
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
