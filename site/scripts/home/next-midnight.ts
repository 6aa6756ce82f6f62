import { CHALLENGE_TIME_ZONE } from '../../../worker/domain/new-york-time';

const HOUR = 60 * 60 * 1000;
const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: CHALLENGE_TIME_ZONE,
  hourCycle: 'h23',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function newYorkTime(instant: Date): { hour: number; sinceMidnight: number } {
  const part = (type: string) => Number(clock.formatToParts(instant).find((p) => p.type === type)?.value);
  const hour = part('hour');
  return { hour, sinceMidnight: ((hour * 60 + part('minute')) * 60 + part('second')) * 1000 + instant.getUTCMilliseconds() };
}

// The next midnight in New York, with Intl alone rather than TZDate: the page ships no
// time-zone library, and a subclassed Date misbehaves under test clocks. A day with a DST
// change is 23 or 25 hours long, so a guess landing at 1 AM or 11 PM moves by an hour.
export function nextNewYorkMidnight(now: Date): Date {
  const guess = new Date(now.getTime() - newYorkTime(now).sinceMidnight + 24 * HOUR);
  const { hour } = newYorkTime(guess);
  if (hour === 1) return new Date(guess.getTime() - HOUR);
  if (hour === 23) return new Date(guess.getTime() + HOUR);
  return guess;
}
