import type { NotificationData, NotificationKind } from '../contract/notification-kinds';
import { formatUsd } from './money';

// The words of a bell line, and of its mail. `count` is how many notifications the line
// holds (three likes on one photo are one line); `actor` is the latest one's.

const SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
// The winners' badges (the winners gallery shows them), named in the result's own line.
const BADGES: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

// 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 21st.
export function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  return `${place}${(!teen && SUFFIXES[place % 10]) || 'th'}`;
}

// A member's own words quoted in a line (a removed comment or message): the start of them.
export const excerpt = (text: string, length = 60) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};

const moderated = (verb: string, data: NotificationData) =>
  `An admin ${verb} your ${data.what ?? 'post'}${data.title ? ` “${data.title}”` : ''}${data.reason ? `: ${data.reason}` : ''}`;

const hoursText = (hours = 1) => (hours === 1 ? 'an hour' : `${hours} hours`);

export function notificationText(kind: NotificationKind, data: NotificationData, count: number, actor: string | null): string {
  const photo = `your photo “${data.title}”`;
  const who = count > 1 ? `${count} people` : (actor ?? 'Someone');
  switch (kind) {
    case 'result': {
      const place = data.place ?? 0;
      const score = data.score === undefined ? '' : ` with a score of ${data.score.toFixed(1)}`;
      const badge = BADGES[place] ? ` and earned the ${BADGES[place]} badge` : '';
      return `Your photo “${data.title}” placed ${ordinal(place)} in ${data.challenge}${score}${badge}`;
    }
    case 'like':
      return `${who} liked ${photo}`;
    case 'comment':
      return count > 1 ? `${count} new comments on ${photo}` : `${who} commented on ${photo}`;
    case 'session_booked':
      return `${who} booked a ${data.title} with you`;
    case 'session_rescheduled':
      return `${who} moved your ${data.title} to a new time`;
    case 'session_cancelled':
      return `${who} cancelled your ${data.title}`;
    case 'session_soon':
      return actor ? `Your ${data.title} with ${actor} starts in an hour` : `Your ${data.title} starts in an hour`;
    case 'review':
      return `${who} reviewed your ${data.title}: ${data.score ?? 0} ${data.score === 1 ? 'star' : 'stars'}`;
    case 'print_sold': {
      const prints = data.prints === 1 ? 'a print' : `${data.prints ?? 0} prints`;
      return `${who} bought ${prints} of ${data.title ? `“${data.title}”` : 'your photos'}`;
    }
    case 'order_shipped':
      return `Your print order ${data.title} has shipped`;
    case 'voting_open':
      return `Voting is open in “${data.title}”: score the entries`;
    case 'message': {
      const many = (data.messages ?? 1) > 1;
      return `${actor ?? 'Someone'} sent you ${many ? `${data.messages} messages` : 'a message'}`;
    }
    case 'entries_closing':
      return `Entries for “${data.title}” close in ${hoursText(data.hours)}: you have not entered yet`;
    case 'voting_closing': {
      const left = data.left ?? 1;
      return `Voting on “${data.title}” closes in ${hoursText(data.hours)}: score ${left} more ${left === 1 ? 'entry' : 'entries'} for your scores to count`;
    }
    case 'payout_sent':
      return `A payout of ${formatUsd(data.amountCents ?? 0)} is on its way to your account`;
    case 'content_removed':
      return moderated(data.what === 'mentor listing' ? 'hid' : 'removed', data);
    case 'content_restored':
      return moderated('restored', data);
    case 'webinar_soon':
      return `The webinar “${data.title}” starts in ${hoursText(data.hours)}`;
    case 'webinar_replay':
      return `The replay of “${data.title}” is ready`;
    case 'critique':
      return count > 1 ? `${count} new critiques of your photo “${data.title}”` : `${who} critiqued your photo “${data.title}”`;
    case 'critique_rated': {
      const earned = data.earned ? ': you earned a credit' : '';
      return `${who} rated your critique of “${data.title}” ${data.helpfulness ?? 0} out of 5 for helpfulness${earned}`;
    }
  }
}
