import { type ViewerClock, dateTime } from '../../lib/dates';
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

// The viewer's own clock (useViewerClock), for the hover/focus hint next to a New York time.
export const localTime = (iso: string, clock: ViewerClock) => `Your time: ${dateTime(iso, clock)}`;

export const titleCase = (category: string) => category.replace(/\b\w/g, (ch) => ch.toUpperCase());
