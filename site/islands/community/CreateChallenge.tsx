import './CreateChallenge.css';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { communityChallengeSchema } from '../../../worker/contract/challenges';
import { serverMessage } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { LOAD_FAILED, preload } from '../../lib/load-on-use';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Notice from '../shared/Notice';
import SubmitButton from '../shared/SubmitButton';
import CoverFields from '../challenges/CoverFields';
import { toastOnNextPage } from '../shared/carried-toast';
import DatesStep from './DatesStep';
import DetailsStep from './DetailsStep';
import ReviewStep from './ReviewStep';
import RulesStep from './RulesStep';
import WizardProgress from './WizardProgress';
import { createCommunityChallenge } from './community-data';
import { userChallengeHref } from '../shared/community-links';
import {
  STEPS,
  challengeInput,
  initialFields,
  stepAt,
  stepErrors,
  stepOf,
  type FieldErrors,
  type WizardFields,
} from './wizard-fields';

const LAST = STEPS.length - 1;

const loadChallenges = () => import('../../../worker/contract/challenges');
type Schema = typeof communityChallengeSchema;

function Wizard() {
  const verified = Boolean(readEdgeState().user?.emailVerified);
  const [fields, setFields] = useState(() => initialFields(new Date()));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = useRef(false);

  // Editing a field takes its message away until the next check.
  const edit = <K extends keyof WizardFields>(key: K, value: WizardFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    const field = key === 'framing' ? 'imageTransform' : key === 'unlimited' ? 'submissionLimit' : key;
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  // The new step's heading takes focus, so keyboard and screen-reader users start at its top.
  function goTo(next: number) {
    flushSync(() => {
      setStep(next);
      setFailure(null);
    });
    headingRef.current?.focus();
  }

  // Messages go under their fields, and focus to the first one that is wrong.
  function showErrors(found: FieldErrors, at: number) {
    flushSync(() => {
      setStep(at);
      setErrors(found);
    });
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function create(schema: Schema) {
    const found = stepErrors(schema, LAST, fields, new Date());
    const first = Object.keys(found)[0];
    if (first) return showErrors(found, stepOf(first));
    setPending(true);
    try {
      // stepErrors has just passed this same input, so parsing only fills the defaults.
      const saved = await createCommunityChallenge(schema.parse(challengeInput(fields)));
      toastOnNextPage({ title: 'Challenge created', description: `“${saved.title}” is ready for entries.` });
      location.assign(userChallengeHref(saved));
    } catch (error) {
      const message = serverMessage(error, 'Failed to create the challenge. Please try again.');
      setFailure(message);
      showToast({ title: 'Challenge not created', description: message, variant: 'destructive' });
      setPending(false);
    }
  }

  function next(schema: Schema) {
    const found = stepErrors(schema, step, fields, new Date());
    if (Object.keys(found).length > 0) return showErrors(found, step);
    setErrors({});
    goTo(step + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second submit while the schema loads or the challenge is created is dropped.
    if (busy.current) return;
    busy.current = true;
    try {
      const { communityChallengeSchema: schema } = await loadChallenges();
      if (step === LAST) await create(schema);
      else next(schema);
    } catch {
      showToast({ title: 'Something went wrong', description: LOAD_FAILED, variant: 'destructive' });
    } finally {
      busy.current = false;
    }
  }

  const props = { fields, errors, onEdit: edit };
  return (
    <form
      ref={formRef}
      className="card form wizard"
      onSubmit={submit}
      onFocus={() => preload(loadChallenges)}
      noValidate
      aria-busy={pending}
    >
      <WizardProgress step={step} onGoTo={goTo} />
      <h2 className="wizard__title" ref={headingRef} tabIndex={-1}>
        <span className="wizard__count">
          Step {step + 1} of {STEPS.length}
        </span>
        {stepAt(step).title === 'Review' ? 'Review & create' : stepAt(step).title}
      </h2>
      {!verified && (
        <Notice tone="error">
          Verify your email address to create a challenge. <a href="/resend-verification">Resend the verification email</a>
        </Notice>
      )}
      {step === 0 && <DetailsStep {...props} />}
      {step === 1 && <DatesStep {...props} />}
      {step === 2 && (
        <CoverFields
          image={fields.coverImage}
          credit={fields.coverImageCredit}
          framing={fields.framing}
          errors={errors}
          onImage={(value) => edit('coverImage', value)}
          onCredit={(value) => edit('coverImageCredit', value)}
          onFraming={(value) => edit('framing', value)}
        />
      )}
      {step === 3 && <RulesStep {...props} />}
      {step === LAST && <ReviewStep fields={fields} onGoTo={goTo} />}
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="wizard__actions">
        {step > 0 && (
          <button type="button" className="btn btn-ghost btn-lg" onClick={() => goTo(step - 1)} disabled={pending}>
            Back
          </button>
        )}
        {step < LAST ? (
          <button type="submit" className="btn btn-primary btn-lg">
            Next
          </button>
        ) : (
          verified && <SubmitButton pending={pending} label="Create Challenge" pendingLabel="Creating..." />
        )}
      </div>
    </form>
  );
}

// /create-challenge (signed-in only; the Worker sends visitors to sign in): five steps,
// each checked with the API's own schema before the next.
export default function CreateChallenge() {
  return (
    <ErrorBoundary>
      <Wizard />
    </ErrorBoundary>
  );
}
