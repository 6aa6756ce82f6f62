import type { NotificationData, NotificationKind } from '../contract/notification-kinds';

// The words of a bell line, and of its mail. `count` is how many notifications the line
// holds (three likes on one photo are one line); `actor` is the latest one's.

const SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

// 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 21st.
export function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  return `${place}${(!teen && SUFFIXES[place % 10]) || 'th'}`;
}

export function notificationText(kind: NotificationKind, data: NotificationData, count: number, actor: string | null): string {
  const photo = `your photo “${data.title}”`;
  const who = count > 1 ? `${count} people` : (actor ?? 'Someone');
  switch (kind) {
    case 'result': {
      const score = data.score === undefined ? '' : ` with a score of ${data.score.toFixed(1)}`;
      return `Your photo “${data.title}” placed ${ordinal(data.place ?? 0)} in ${data.challenge}${score}`;
    }
    case 'like':
      return `${who} liked ${photo}`;
    case 'comment':
      return count > 1 ? `${count} new comments on ${photo}` : `${who} commented on ${photo}`;
  }
}
