import type { ChallengeDto } from '../../../worker/contract/challenges';
import {
  challengeStatus,
  daysLeft,
  isVotingOpen,
  type ChallengeStatus,
  type ChallengeTimes,
} from '../../../worker/domain/status';

// The API's ISO strings as the Dates the shared status helpers take.
export function challengeTimes(c: ChallengeDto): ChallengeTimes {
  return {
    startDate: new Date(c.startDate),
    endDate: new Date(c.endDate),
    votingStartDate: new Date(c.votingStartDate),
    votingEndDate: c.votingEndDate ? new Date(c.votingEndDate) : null,
  };
}

// Recomputed from the clock, so a page left open moves from active to voting by itself.
export const liveStatus = (c: ChallengeDto, now: Date): ChallengeStatus => challengeStatus(challengeTimes(c), now);
export const liveVotingOpen = (c: ChallengeDto, now: Date): boolean => isVotingOpen(challengeTimes(c), now);
export const liveDaysLeft = (c: ChallengeDto, now: Date): number => daysLeft(challengeTimes(c), now);

export const STATUS_LABELS: Record<ChallengeStatus, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  voting: 'Voting Ends',
  completed: 'Completed',
};

// Made on first use: building a formatter loads locale data, which every page importing
// these helpers (the home page among them, which never shows a local time) would pay on load.
let local: Intl.DateTimeFormat | undefined;

// The viewer's own clock, for the hover/focus hint next to a New York time.
export const localTime = (iso: string) => {
  local ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `Your time: ${local.format(new Date(iso))}`;
};

export const titleCase = (category: string) => category.replace(/\b\w/g, (ch) => ch.toUpperCase());
