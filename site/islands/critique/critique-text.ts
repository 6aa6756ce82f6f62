import type { CreditReason } from '../../../worker/domain/critiques';
import type { Clock } from '../../lib/local-clock';
import { timeAgo } from '../../lib/time-ago';

// "1 credit", "3 critiques".
export const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

// "asked 3h ago", or on a week-old request "asked Oct 1, 2026"; the queue says how long a
// photo has waited ("waiting 3h", "waiting since Oct 1, 2026").
export function askedText(iso: string, now: number, clock: Clock, waiting = false): string {
  const ago = timeAgo(iso, now, clock);
  const recent = /^\d+[mhd]$/.test(ago);
  if (waiting) return recent ? `waiting ${ago}` : ago === 'just now' ? 'asked just now' : `waiting since ${ago}`;
  return recent ? `asked ${ago} ago` : `asked ${ago}`;
}

// How a line of the credit ledger reads.
export const CREDIT_REASON_TEXT: Record<CreditReason, string> = {
  welcome: 'Welcome credits',
  monthly: 'Portfolio Pro, this month',
  ask: 'Asked for a critique',
  earned: 'A critique you gave was rated helpful',
  clawback: 'A credit taken back (its critique was removed)',
};

// Each critique's pins wear their own colour, on the photo and beside its notes.
const PIN_HUES = [38, 200, 140, 320, 260, 0];
export const pinHue = (critiqueIndex: number) => PIN_HUES[critiqueIndex % PIN_HUES.length];
