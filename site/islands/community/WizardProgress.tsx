import './WizardProgress.css';
import { STEPS } from './wizard-fields';

type Props = { step: number; onGoTo: (step: number) => void };

// Where the member is among the five steps. Steps already passed can be revisited;
// later ones open only through Next, which validates on the way.
export default function WizardProgress({ step, onGoTo }: Props) {
  return (
    <ol className="wizard-progress">
      {STEPS.map((s, i) => (
        <li
          key={s.title}
          className={i < step ? 'wizard-progress__step wizard-progress__step--done' : 'wizard-progress__step'}
          aria-current={i === step ? 'step' : undefined}
        >
          {i < step ? (
            <button type="button" className="wizard-progress__button" onClick={() => onGoTo(i)}>
              <span className="wizard-progress__number" aria-hidden="true">
                ✓
              </span>
              <span className="wizard-progress__label">{s.title}</span>
              <span className="sr-only"> (done, edit)</span>
            </button>
          ) : (
            <span className="wizard-progress__button">
              <span className="wizard-progress__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="wizard-progress__label">{s.title}</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
