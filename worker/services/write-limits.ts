import { enforceLimits } from './rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Per-account limits on the writes that cost us storage, moderation time or fairness
// (docs/rules.md). Keyed by account, not address: people behind one address (a school,
// an office, the end-to-end tests) don't share a budget.
export const WRITE_LIMITS = {
  upload: { limit: 20, windowMs: HOUR },
  avatar: { limit: 10, windowMs: HOUR },
  comment: { limit: 30, windowMs: 10 * MINUTE },
  report: { limit: 10, windowMs: HOUR },
  challenge: { limit: 5, windowMs: DAY },
  like: { limit: 60, windowMs: MINUTE },
  vote: { limit: 120, windowMs: MINUTE },
  // Starting checkouts and changing plans: a card tester gets few tries.
  checkout: { limit: 10, windowMs: HOUR },
  // Messages: a conversation's pace, and few new threads a day (unsolicited mail).
  message: { limit: 60, windowMs: MINUTE },
  newThread: { limit: 20, windowMs: DAY },
  // A thread on screen says what it has shown as each message arrives: a chat's pace, twice over.
  messageRead: { limit: 120, windowMs: MINUTE },
  // Notifications marked read: a person opening lines one after another, twice over.
  notificationRead: { limit: 120, windowMs: MINUTE },
  // Mentoring's other writes (profile, hours, session changes, reviews, blocks): no one needs
  // more in an hour.
  mentoring: { limit: 60, windowMs: HOUR },
  // Listing prints: creating, pricing, publishing, uploads started and finished.
  selling: { limit: 60, windowMs: HOUR },
  // A master's parts, 10 MiB each: a few full-size masters an hour.
  masterPart: { limit: 200, windowMs: HOUR },
  // 'Remind me' and submit pages opened: a person going through a day's challenges, twice over.
  reminder: { limit: 60, windowMs: HOUR },
  // Taking and giving back webinar seats: a person planning their month, twice over.
  webinarSeat: { limit: 30, windowMs: HOUR },
  // A host's recording: takes started (one per page load) and their 10 MiB parts (a
  // three-hour webinar at 2 Mbit/s is about 270).
  recordingTake: { limit: 60, windowMs: HOUR },
  recordingPart: { limit: 600, windowMs: HOUR },
  // A live webinar's pictures through the video service: publishing and pulling (each page
  // pulls each publisher, again after a reload or a new stage guest).
  webinarMedia: { limit: 300, windowMs: HOUR },
  // A host starting and ending their webinars.
  webinarHost: { limit: 30, windowMs: HOUR },
  // Photo critique: asking, critiquing, rating, thanking, revising — a busy critic's hour,
  // twice over (each critique takes minutes to write).
  critique: { limit: 60, windowMs: HOUR },
  // The AI coach: reports saved, and the vision model's words asked for (each costs the site
  // a model run).
  coach: { limit: 60, windowMs: HOUR },
  coachNarration: { limit: 20, windowMs: HOUR },
  // Editing one's own name and bio.
  profile: { limit: 30, windowMs: HOUR },
  // Every admin change (audited too): more than a moderator's busiest hour, so a stolen admin
  // session cannot rewrite the site in a loop.
  admin: { limit: 300, windowMs: HOUR },
} as const;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

export async function enforceWriteLimit(namespace: Env['RATE_LIMITER'], name: WriteLimitName, userId: number): Promise<void> {
  await enforceLimits(namespace, [{ key: `${name}:user:${userId}`, ...WRITE_LIMITS[name] }]);
}
