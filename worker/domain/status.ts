import { DAY_MS } from './dates';

// Challenge status derives from the clock alone (spec §4). One function for the Worker
// and the islands, so a card and the API never disagree.
export type ChallengeTimes = { startDate: Date; endDate: Date; votingStartDate: Date; votingEndDate: Date | null };
export const CHALLENGE_STATUSES = ['upcoming', 'active', 'voting', 'completed'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const isChallengeStatus = (value: unknown): value is ChallengeStatus =>
  (CHALLENGE_STATUSES as readonly unknown[]).includes(value);

export function challengeStatus(c: ChallengeTimes, now: Date): ChallengeStatus {
  const t = now.getTime();
  if (t < c.startDate.getTime()) return 'upcoming';
  if (t < c.endDate.getTime()) return 'active';
  if (c.votingEndDate && t < c.votingEndDate.getTime()) return 'voting';
  return 'completed';
}

// The homepage's sense of "voting": now within votingStartDate and votingEndDate.
export function isVotingOpen(c: ChallengeTimes, now: Date): boolean {
  const t = now.getTime();
  return c.votingEndDate !== null && c.votingStartDate.getTime() <= t && t < c.votingEndDate.getTime();
}

// Whole days left until submissions close; 0 on the last day and after.
export function daysLeft(c: Pick<ChallengeTimes, 'endDate'>, now: Date): number {
  return Math.max(0, Math.floor((c.endDate.getTime() - now.getTime()) / DAY_MS));
}
