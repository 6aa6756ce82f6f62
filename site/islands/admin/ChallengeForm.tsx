import './admin-form.css';
import './ChallengeForm.css';
import { useState, type FormEvent } from 'react';
import { dailyWindow, newYorkDate } from '../../../worker/domain/new-york-time';
import { serverMessage } from '../../lib/api-fetch';
import { saveChallenge } from '../../stores/admin';
import { showToast } from '../../stores/toast';
import SubmitButton from '../shared/SubmitButton';
import CategoryField from '../challenges/CategoryField';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import { useFieldErrors } from '../shared/use-field-errors';
import { toastOnNextPage } from '../shared/carried-toast';
import CoverFields from '../challenges/CoverFields';
import DateTimeField from './DateTimeField';
import { titleCase } from '../challenges/challenge-time';
import { SCHEDULER_PATH } from './challenge-links';
import { challengeInput, type ChallengeFields } from './challenge-fields';
import { fromNewYorkInput, toNewYorkInput } from './ny-time';

type Props = {
  // null creates a new challenge.
  id: number | null;
  initial: ChallengeFields;
  // Once a challenge has begun the server refuses to move its start.
  startLocked?: boolean;
};

const WORDING = {
  submissionLimit: 'Submission limit is a whole number from 1 to 100, or blank for unlimited',
  category: 'Choose a category',
};

const loadChallenges = () => import('../../../worker/contract/challenges');

export default function ChallengeForm({ id, initial, startLocked = false }: Props) {
  const [fields, setFields] = useState(initial);
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadChallenges);

  const edit = <K extends keyof ChallengeFields>(key: K, value: ChallengeFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  // The New York day of the chosen start, as one daily slot: midnight to midnight, voting the day after.
  function fillDailyWindow() {
    const start = fromNewYorkInput(fields.startDate);
    if (!start) return;
    const window = dailyWindow(newYorkDate(start));
    setFields((current) => ({
      ...current,
      startDate: toNewYorkInput(window.startDate),
      endDate: toNewYorkInput(window.endDate),
      votingEndDate: toNewYorkInput(window.votingEndDate),
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate((contract) => contract.challengeInputSchema, challengeInput(fields), WORDING);
    if (!input) return;
    setPending(true);
    try {
      const saved = await saveChallenge(id, input);
      toastOnNextPage({
        title: id === null ? 'Challenge created' : 'Challenge saved',
        description: saved.isDaily
          ? `“${saved.title}” is the daily ${titleCase(saved.category)} challenge.`
          : `“${saved.title}” is saved.`,
      });
      location.assign(SCHEDULER_PATH);
    } catch (error) {
      showToast({
        title: id === null ? 'Challenge not created' : 'Changes not saved',
        description: serverMessage(error, 'Failed to save the challenge. Please try again.'),
        variant: 'destructive',
      });
      setPending(false);
    }
  }

  return (
    <form {...formProps} className="card form challenge-form" onSubmit={submit}>
      <fieldset className="form__fieldset">
        <legend>Challenge</legend>
        <TextField
          name="title"
          label="Title"
          required
          maxLength={120}
          value={fields.title}
          error={errors.title}
          onChange={(event) => edit('title', event.currentTarget.value)}
        />
        <CategoryField
          className="input admin-select"
          placeholder="Choose a category"
          value={fields.category}
          error={errors.category}
          hint="Landscape, Portrait or Street starting at New York midnight makes it that day's daily challenge."
          onChange={(category) => edit('category', category)}
        />
        <TextAreaField
          name="description"
          label="Description"
          maxLength={2000}
          value={fields.description}
          onChange={(event) => edit('description', event.currentTarget.value)}
        />
      </fieldset>
      <fieldset className="form__fieldset">
        <legend>Schedule (New York time)</legend>
        <div className="form__row form__row--3">
          <DateTimeField
            name="startDate"
            label="Submissions open"
            required
            disabled={startLocked}
            value={fields.startDate}
            error={errors.startDate}
            onChange={(value) => edit('startDate', value)}
          />
          <DateTimeField
            name="endDate"
            label="Submissions close"
            required
            value={fields.endDate}
            error={errors.endDate}
            onChange={(value) => edit('endDate', value)}
          />
          <DateTimeField
            name="votingEndDate"
            label="Voting ends"
            value={fields.votingEndDate}
            error={errors.votingEndDate}
            onChange={(value) => edit('votingEndDate', value)}
          />
        </div>
        <div className="challenge-form__schedule-note">
          {startLocked ? (
            <p className="field__hint">This challenge has begun, so its start can no longer move.</p>
          ) : (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={!fromNewYorkInput(fields.startDate)}
              onClick={fillDailyWindow}
            >
              Use the daily window for this day
            </button>
          )}
        </div>
      </fieldset>
      <CoverFields
        image={fields.coverImage}
        credit={fields.coverImageCredit}
        framing={fields.framing}
        errors={errors}
        onImage={(value) => edit('coverImage', value)}
        onCredit={(value) => edit('coverImageCredit', value)}
        onFraming={(value) => edit('framing', value)}
      />
      <fieldset className="form__fieldset">
        <legend>Entries</legend>
        <TextField
          name="submissionLimit"
          label="Submission limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={fields.submissionLimit}
          placeholder="Unlimited"
          hint="Leave blank for unlimited entries."
          error={errors.submissionLimit}
          onChange={(event) => edit('submissionLimit', event.currentTarget.value)}
        />
      </fieldset>
      <div className="challenge-form__actions">
        <a className="btn btn-ghost" href={SCHEDULER_PATH}>
          Cancel
        </a>
        <SubmitButton
          pending={pending}
          label={id === null ? 'Create Challenge' : 'Save Changes'}
          pendingLabel={id === null ? 'Creating...' : 'Saving...'}
        />
      </div>
    </form>
  );
}
