import type { ViewerClock } from '../shared/use-viewer-clock';
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

// Formatters are made on first use: building one loads locale data, which every page
// importing these helpers (the home page among them, which never shows a local time) would
// pay on load.
const formatters = new Map<string, Intl.DateTimeFormat>();

// The viewer's own clock (useViewerClock), for the hover/focus hint next to a New York time.
export const localTime = (iso: string, { zone, locale }: ViewerClock) => {
  const key = `${locale ?? ''} ${zone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    formatters.set(key, format);
  }
  return `Your time: ${format.format(new Date(iso))}`;
};

export const titleCase = (category: string) => category.replace(/\b\w/g, (ch) => ch.toUpperCase());
