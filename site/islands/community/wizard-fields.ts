import type { communityChallengeSchema } from '../../../worker/contract/challenges';
import { dateTimeInput } from '../../../worker/domain/dates';
import { UNFRAMED, coverInput, type Framing } from '../challenges/cover-input';

export type Privacy = 'public' | 'unlisted' | 'invite';

// What the wizard holds while the member types; `challengeInput` turns it into the API's shape.
export type WizardFields = {
  title: string;
  description: string;
  category: string;
  startDate: string;
  endDate: string;
  votingEndDate: string;
  coverImage: string;
  coverImageCredit: string;
  framing: Framing;
  unlimited: boolean;
  submissionLimit: string;
  privacyType: Privacy;
};

export type FieldErrors = Partial<Record<string, string>>;

export const STEPS = [
  { title: 'Details', fields: ['title', 'description', 'category'] },
  { title: 'Dates', fields: ['startDate', 'endDate', 'votingEndDate'] },
  { title: 'Cover', fields: ['coverImage', 'coverImageCredit', 'imageTransform'] },
  { title: 'Rules', fields: ['submissionLimit', 'privacyType'] },
  { title: 'Review', fields: [] },
] as const;

// The wizard's step at `index`; any other number is a bug in the caller.
export function stepAt(index: number): (typeof STEPS)[number] {
  const step = STEPS[index];
  if (!step) throw new RangeError(`The challenge wizard has no step ${index}`);
  return step;
}

const HOUR_MS = 60 * 60 * 1000;
const ENTRY_DAYS = 3;

// A value without a zone is local time (ECMAScript's rule for date-time strings); a bad
// one becomes Invalid Date, which the shared schema reports in its own words.
export const fromLocalInput = (value: string) => (value ? new Date(value) : new Date(Number.NaN));

// Starts at the top of the next hour, takes entries for three days, then votes for 24 hours.
export function initialFields(now: Date): WizardFields {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setTime(start.getTime() + HOUR_MS);
  const end = new Date(start.getTime() + ENTRY_DAYS * 24 * HOUR_MS);
  return {
    title: '',
    description: '',
    category: '',
    // datetime-local inputs read the member's own clock: that is the clock they plan by.
    startDate: dateTimeInput(start),
    endDate: dateTimeInput(end),
    votingEndDate: dateTimeInput(new Date(end.getTime() + 24 * HOUR_MS)),
    coverImage: '',
    coverImageCredit: '',
    framing: UNFRAMED,
    unlimited: true,
    submissionLimit: '1',
    privacyType: 'public',
  };
}

export function challengeInput(f: WizardFields): Record<string, unknown> {
  return {
    title: f.title,
    description: f.description,
    category: f.category,
    startDate: fromLocalInput(f.startDate),
    endDate: fromLocalInput(f.endDate),
    votingEndDate: f.votingEndDate ? fromLocalInput(f.votingEndDate) : null,
    ...coverInput(f),
    submissionLimit: f.unlimited ? null : f.submissionLimit.trim() === '' ? Number.NaN : Number(f.submissionLimit),
    privacyType: f.privacyType,
  };
}

const WORDING: FieldErrors = {
  category: 'Choose a category',
  submissionLimit: 'Enter a whole number from 1 to 100, or choose Unlimited',
};

// The whole input goes through the API's own schema at every step (later steps hold valid
// defaults), and only the messages about this step's fields are shown. The review step
// shows everything. The server's rule against a start in the past is checked here too,
// with its words, so the member hears it on the Dates step rather than at the end.
// The schema is passed in because the wizard loads it on first use (site/lib/load-on-use.ts).
export function stepErrors(schema: typeof communityChallengeSchema, step: number, f: WizardFields, now: Date): FieldErrors {
  const shown: readonly string[] = step === STEPS.length - 1 ? STEPS.flatMap((s) => s.fields) : stepAt(step).fields;
  const errors: FieldErrors = {};
  const result = schema.safeParse(challengeInput(f));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (shown.includes(field)) errors[field] ??= WORDING[field] ?? issue.message;
  }
  const start = fromLocalInput(f.startDate);
  if (shown.includes('startDate') && !errors.startDate && start.getTime() < now.getTime()) {
    errors.startDate = "The start date can't be in the past";
  }
  return errors;
}

// The step a field is filled in on, so an error found at review can send the member there.
export const stepOf = (field: string) =>
  Math.max(
    0,
    STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field)),
  );
