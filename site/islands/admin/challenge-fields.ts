import type { ChallengeDto } from '../../../worker/contract/challenges';
import { dailyWindow } from '../../../worker/domain/new-york-time';
import { UNFRAMED, coverInput, type Framing } from '../challenges/cover-input';
import { fromNewYorkInput, toNewYorkInput } from './ny-time';

// The form keeps what was typed; `challengeInput` turns it into the API's shape.
export type ChallengeFields = {
  title: string;
  description: string;
  category: string;
  startDate: string;
  endDate: string;
  votingEndDate: string;
  coverImage: string;
  coverImageCredit: string;
  framing: Framing;
  submissionLimit: string;
};

export const EMPTY_FIELDS: ChallengeFields = {
  title: '',
  description: '',
  category: '',
  startDate: '',
  endDate: '',
  votingEndDate: '',
  coverImage: '',
  coverImageCredit: '',
  framing: UNFRAMED,
  submissionLimit: '',
};

// A daily slot from the calendar: that day's window, in that category.
export function dailyFields(date: string, category: string): ChallengeFields {
  const window = dailyWindow(date);
  return {
    ...EMPTY_FIELDS,
    category,
    startDate: toNewYorkInput(window.startDate),
    endDate: toNewYorkInput(window.endDate),
    votingEndDate: toNewYorkInput(window.votingEndDate),
  };
}

export function challengeFields(c: ChallengeDto): ChallengeFields {
  return {
    title: c.title,
    description: c.description,
    category: c.category,
    startDate: toNewYorkInput(c.startDate),
    endDate: toNewYorkInput(c.endDate),
    votingEndDate: toNewYorkInput(c.votingEndDate),
    coverImage: c.coverImage ?? '',
    coverImageCredit: c.coverImageCredit ?? '',
    framing: c.imageTransform ?? UNFRAMED,
    submissionLimit: c.submissionLimit === null ? '' : String(c.submissionLimit),
  };
}

// Unparseable dates become Invalid Date so the shared schema reports them with its own
// wording; blank optional fields become null (no voting end, no cover, unlimited entries).
export function challengeInput(f: ChallengeFields): Record<string, unknown> {
  const date = (value: string) => fromNewYorkInput(value) ?? new Date(Number.NaN);
  return {
    title: f.title,
    description: f.description,
    category: f.category,
    startDate: date(f.startDate),
    endDate: date(f.endDate),
    votingEndDate: f.votingEndDate ? date(f.votingEndDate) : null,
    ...coverInput(f),
    submissionLimit: f.submissionLimit.trim() === '' ? null : Number(f.submissionLimit),
  };
}
