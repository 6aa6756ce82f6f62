import { MIN_HOURLY_RATE_CENTS, type SessionDuration, type SessionType, sessionPriceCents } from './mentoring.ts';

// Messaging's rules shared by the Worker and the pages. Plain constants, no zod.

export const MESSAGE_MAX_LENGTH = 5000;

// A quick session offer can be accepted this long after it was sent.
export const OFFER_HOURS = 48;

// A thread is answered at most this many messages at a time: the newest, or with `?after=`
// the oldest after that message (the client asks again while a page comes back full).
export const THREAD_PAGE = 200;

// Spec §3: a thread is `conv_` and its two people's ids as strings, in JavaScript's default
// (string) sort order, joined by `_`: users 9 and 10 make `conv_10_9`.
export const conversationIdOf = (a: number, b: number) => `conv_${[String(a), String(b)].sort().join('_')}`;

// Spec §3 quick session data, in dollars as the spec's client sends them.
export type QuickSessionData = { hourlyRate: number; duration: SessionDuration; minimumAmount: number; sessionType: SessionType };

// Spec §9: the larger of $15 and rate × duration / 60 (rounded half up to the cent).
export function quickSessionAmount(hourlyRate: number, duration: number): number {
  const cents = sessionPriceCents(Math.round(hourlyRate * 100), duration);
  return Math.max(MIN_HOURLY_RATE_CENTS, cents) / 100;
}
