import type { Page } from '@playwright/test';
import { sql, sqlRow } from './local-state';

const HOUR = 60 * 60 * 1000;

export type SeededChallenge = { id: number; title: string; entryIds: number[] };

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

// Start, end of entries and end of voting, around now.
const SCHEDULES = {
  active: [-12 * HOUR, 12 * HOUR, 36 * HOUR],
  voting: [-36 * HOUR, -12 * HOUR, 12 * HOUR],
  completed: [-72 * HOUR, -48 * HOUR, -24 * HOUR],
} as const;

// A community challenge is set by a member and listed only when public.
export type CommunitySetting = { creator: string; privacy?: 'public' | 'unlisted' | 'invite' };

// A challenge of its own per test (unique title), timed around now; official unless a
// creator is named. Images point at files that don't exist, which also exercises the
// photo fallbacks.
export function seedChallenge(
  kind: keyof typeof SCHEDULES,
  authors: string[],
  category = 'street',
  community?: CommunitySetting,
): SeededChallenge {
  const now = Date.now();
  const title = `E2E ${community ? 'community ' : ''}${kind} ${now.toString(36)}${Math.floor(Math.random() * 1000)}`;
  const [start, end, votingEnd] = SCHEDULES[kind].map((offset) => now + offset);
  const creator = community ? `(SELECT id FROM users WHERE username = ${quote(community.creator)})` : 'NULL';
  const row = sqlRow(
    `INSERT INTO challenges (title, description, category, start_date, end_date, voting_start_date, voting_end_date, cover_image, results_at, creator_id, privacy_type)
     VALUES (${quote(title)}, 'Seeded by the end-to-end tests.', '${category}', ${start}, ${end}, ${end}, ${votingEnd},
             '/api/uploads/photos/e2e-missing-cover.jpg', ${kind === 'completed' ? votingEnd : 'NULL'}, ${creator},
             '${community?.privacy ?? 'public'}') RETURNING id`,
  );
  const id = Number(row.id);
  const entryIds = authors.map((username, i) => {
    const place = kind === 'completed' ? i + 1 : null;
    const entry = sqlRow(
      `INSERT INTO submissions (challenge_id, user_id, title, description, alt_text, filename, image_url, final_rank, final_score, votes_counted, created_at)
       SELECT ${id}, id, ${quote(`${title} #${i + 1}`)}, '', 'A seeded test photo', 'e2e-missing-${id}-${i}.jpg',
              '/api/uploads/photos/e2e-missing-${id}-${i}.jpg', ${place ?? 'NULL'}, ${place ? 9 - i : 'NULL'}, ${place ? 5 : 'NULL'}, ${now}
       FROM users WHERE username = ${quote(username)} RETURNING id`,
    );
    return Number(entry.id);
  });
  return { id, title, entryIds };
}

// Every GET the page makes to /api, as paths with their queries, to count what a screen asks for.
export function recordApiGets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

// Gives a seeded unlisted or invite-only challenge its key, as creating it through the API
// does, and answers the key (its address is /user-challenges/{key}).
export function giveKey(id: number): string {
  const row = sqlRow(`UPDATE challenges SET key = lower(hex(randomblob(16))) WHERE id = ${id} RETURNING key`);
  return String(row.key);
}

// A public community challenge that ran its course in full (a day of entries, a day of
// voting, results named when voting closed), its entries scored by every listed member but
// their own author. With five or more voters and the challenges flag off, its photos may
// reach the home page.
export function seedShowcaseChallenge(authors: string[], voters: string[], creator = 'ansel'): SeededChallenge {
  const challenge = seedChallenge('completed', authors, 'street', { creator });
  const names = voters.map(quote).join(', ');
  sql(
    `INSERT INTO votes (submission_id, voter_id, challenge_id, score, updated_at)
     SELECT s.id, u.id, s.challenge_id, 8, ${Date.now()} FROM submissions s, users u
     WHERE s.challenge_id = ${challenge.id} AND u.username IN (${names}) AND u.id != s.user_id`,
  );
  return challenge;
}
