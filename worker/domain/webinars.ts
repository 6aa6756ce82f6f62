// Webinars' rules that need no database (docs/rules.md, "Webinars").

// 'held': a paid seat kept for the member while their checkout is open (until `hold_until`).
export const REGISTRATION_STATUSES = ['registered', 'cancelled', 'held'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
// A recording is being made, then joined into its seekable file, then ready (or failed).
export const RECORDING_STATUSES = ['recording', 'processing', 'ready', 'failed'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];
// R2 wants every part but the last of one size, at least 5 MiB.
export const RECORDING_PART_BYTES = 10 * 1024 * 1024;

export const WEBINAR_PHASES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export type WebinarPhase = (typeof WEBINAR_PHASES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// A host who started on time and runs over stays live this long past the scheduled end; one
// who never presses 'End' is over then too.
export const OVERRUN_MS = 2 * HOUR;
// The host may start this long before the time (the page then says it is live).
export const DOORS_OPEN_MS = 15 * MINUTE;
// A paid seat is given back, refunded in full, until this long before the start.
export const PAID_CANCEL_CUTOFF_MS = 24 * HOUR;
// A paid seat is held this long for its checkout (Stripe's shortest checkout expiry).
export const SEAT_HOLD_MS = 30 * MINUTE;

export const DURATION_MINUTES = { min: 15, max: 480 } as const;
export const CAPACITY = { min: 1, max: 10_000 } as const;
export const PRICE_CENTS = { min: 100, max: 100_000 } as const;

export type WebinarTimes = {
  startsAt: Date;
  durationMinutes: number;
  startedAt: Date | null;
  endedAt: Date | null;
  cancelledAt: Date | null;
};

export const scheduledEnd = (w: Pick<WebinarTimes, 'startsAt' | 'durationMinutes'>) =>
  new Date(w.startsAt.getTime() + w.durationMinutes * MINUTE);

// When the live session ends: the host's end mark, else the scheduled end (with the overrun
// once the host has started).
export const sessionEnd = (w: Omit<WebinarTimes, 'cancelledAt'>) =>
  w.endedAt ?? new Date(scheduledEnd(w).getTime() + (w.startedAt ? OVERRUN_MS : 0));

// Upcoming until its start (or until the host starts early), live until the session ends,
// then ended.
export function webinarPhase(w: WebinarTimes, now: Date): WebinarPhase {
  if (w.cancelledAt) return 'cancelled';
  if (w.endedAt || now >= sessionEnd(w)) return 'ended';
  if (w.startedAt || now >= w.startsAt) return 'live';
  return 'upcoming';
}

// Whether a registrant may give their seat back now: a free one until the start, a paid one
// until 24 hours before it (then refunded in full).
export function registrantMayCancel(w: WebinarTimes & { priceCents: number }, now: Date): boolean {
  if (webinarPhase(w, now) !== 'upcoming') return false;
  const cutoff = w.priceCents > 0 ? PAID_CANCEL_CUTOFF_MS : 0;
  return now.getTime() < w.startsAt.getTime() - cutoff;
}

// 'Starts in 2 days' on a webinar's page: the largest whole unit, under a minute 'now'.
export function startsIn(ms: number): string {
  const units: [number, string][] = [
    [24 * HOUR, 'day'],
    [HOUR, 'hour'],
    [MINUTE, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(ms / size);
    if (n >= 1) return `Starts in ${n} ${name}${n === 1 ? '' : 's'}`;
  }
  return 'Starting now';
}
