import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { featuredMentors, listMentors } from '../../worker/services/mentors/discovery';
import { sessionsOf } from '../../worker/services/mentors/session-records';
import { db } from '../../worker/test/helpers';
import { users } from '../schema';
import { demoSeedSql } from './demo';

// The demo data loads into the real schema, and gives every mentoring page someone to show.
describe('the demo data', () => {
  it('loads, with six listed mentors, the home page’s three, and ansel’s three kinds of session', async () => {
    const sql = await demoSeedSql();
    const statements = sql.split(/;\s*\n\n/).filter((text) => text.trim());
    await env.DB.batch(statements.map((text) => env.DB.prepare(text)));
    const mentors = await listMentors(db(), { sort: 'recommended', limit: 48, offset: 0 });
    expect(mentors.map((m) => m.slug)).toEqual(
      expect.arrayContaining(['maya-chen', 'james-okafor', 'sofia-alvarez', 'vivian-maier', 'kenji-watanabe', 'amara-obi']),
    );
    expect(mentors.every((m) => m.reviewCount > 0 && m.nextAvailableAt !== null)).toBe(true);
    expect((await featuredMentors(db())).map((m) => m.slug)).toEqual(['maya-chen', 'james-okafor', 'sofia-alvarez']);
    const [ansel] = await db().select().from(users).where(eq(users.username, 'ansel'));
    const upcoming = await sessionsOf(db(), ansel?.id ?? 0, 'student', 'upcoming');
    expect(upcoming.map((s) => s.status).sort()).toEqual(['confirmed', 'pending_payment']);
    const past = await sessionsOf(db(), ansel?.id ?? 0, 'student', 'past');
    expect(past.map((s) => [s.status, s.review?.rating])).toEqual([['completed', 5]]);
  });
});
