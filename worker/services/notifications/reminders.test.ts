import { describe, expect, it } from 'vitest';
import { votes } from '../../../db/schema';
import { bellOf, db, makeChallenge, makeEntry, makeUser } from '../../test/helpers';
import { entriesClosingReminders, rememberInterest, votingClosingReminders } from './reminders';

const HOUR = 3600_000;
// 13:00 UTC on 28 November: 08:00 in New York, 22:00 in Tokyo.
const NOW = Date.parse('2026-11-28T13:00:00Z');
const at = (offset: number) => new Date(NOW + offset);

const member = async (timeZone: string | null) => (await makeUser({ timeZone })).user;
const told = (rows: { userId: number }[], ...people: { id: number }[]) =>
  rows.filter((row) => people.some((person) => person.id === row.userId)).map((row) => row.userId);

describe('reminders before entries close', () => {
  it('tell those who asked and have not entered, once, in their day: New York now, Tokyo not at night', async () => {
    const challenge = await makeChallenge('active', { startDate: at(-22 * HOUR), endDate: at(2 * HOUR) }, NOW);
    const [newYork, tokyo, entrant, noZone, notAsked] = [
      await member('America/New_York'),
      await member('Asia/Tokyo'),
      await member('America/New_York'),
      await member(null),
      await member('America/New_York'),
    ];
    for (const person of [newYork, tokyo, entrant, noZone]) {
      await rememberInterest(db(), person.id, challenge.id);
      await rememberInterest(db(), person.id, challenge.id);
    }
    await makeEntry(challenge.id, entrant.id);
    const everyone = [newYork, tokyo, entrant, noZone, notAsked];

    expect(told(await entriesClosingReminders(db(), at(0)), ...everyone).sort()).toEqual([newYork.id, noZone.id].sort());
    expect(told(await entriesClosingReminders(db(), at(5 * 60_000)), ...everyone)).toEqual([]);
    // Still night in Tokyo until the entries have closed: that reminder is skipped.
    expect(told(await entriesClosingReminders(db(), at(2 * HOUR - 60_000)), ...everyone)).toEqual([]);
    expect(told(await entriesClosingReminders(db(), at(2 * HOUR + 60_000)), ...everyone)).toEqual([]);
    expect(await bellOf(newYork.id)).toEqual([
      {
        kind: 'entries_closing',
        text: `Entries for “${challenge.title}” close in 2 hours: you have not entered yet`,
        link: `/challenges/${challenge.id}`,
      },
    ]);
    expect(await bellOf(tokyo.id)).toEqual([]);
  });

  it('wait for the morning where the member is, while the entries are still open', async () => {
    // Closes at 09:30 in Tokyo: the window opens at 06:30 there, the reminder goes at 08:00.
    const closes = Date.parse('2026-11-29T00:30:00Z');
    const challenge = await makeChallenge('active', { startDate: new Date(closes - 24 * HOUR), endDate: new Date(closes) }, NOW);
    const tokyo = await member('Asia/Tokyo');
    await rememberInterest(db(), tokyo.id, challenge.id);
    expect(told(await entriesClosingReminders(db(), new Date(closes - 2.5 * HOUR)), tokyo)).toEqual([]);
    expect(told(await entriesClosingReminders(db(), new Date(closes - 1.5 * HOUR)), tokyo)).toEqual([tokyo.id]);
    expect((await bellOf(tokyo.id))[0]?.text).toBe(`Entries for “${challenge.title}” close in 2 hours: you have not entered yet`);
  });
});

describe('a reminder about a private community challenge', () => {
  it('leads to it by its key', async () => {
    const creator = await member(null);
    const challenge = await makeChallenge(
      'active',
      { startDate: at(-22 * HOUR), endDate: at(HOUR), creatorId: creator.id, privacyType: 'unlisted', key: 'k-reminder' },
      NOW,
    );
    const asker = await member('America/New_York');
    await rememberInterest(db(), asker.id, challenge.id);
    await entriesClosingReminders(db(), at(0));
    expect(await bellOf(asker.id)).toEqual([
      {
        kind: 'entries_closing',
        text: `Entries for “${challenge.title}” close in an hour: you have not entered yet`,
        link: '/user-challenges/k-reminder',
      },
    ]);
  });
});

describe('reminders before voting closes', () => {
  it('tell voters short of the coverage rule how many more entries to score, once, in their day', async () => {
    const challenge = await makeChallenge(
      'voting',
      { startDate: at(-25 * HOUR), endDate: at(-HOUR), votingStartDate: at(-HOUR), votingEndDate: at(3 * HOUR) },
      NOW,
    );
    const maker = await member('UTC');
    const entries: { id: number }[] = [];
    for (let i = 0; i < 10; i++) entries.push(await makeEntry(challenge.id, maker.id, `Street ${i}`));
    // An entrant with two entries of their own may score 10: 2 count.
    const [short, covered, asleep, entrant] = [
      await member('America/New_York'),
      await member('America/New_York'),
      await member('Asia/Tokyo'),
      await member('America/New_York'),
    ];
    await makeEntry(challenge.id, entrant.id, 'Mine');
    await makeEntry(challenge.id, entrant.id, 'Mine too');
    const score = async (voter: { id: number }, count: number) => {
      for (const entry of entries.slice(0, count)) {
        await db()
          .insert(votes)
          .values({ submissionId: entry.id, voterId: voter.id, challengeId: challenge.id, score: 7, updatedAt: at(-HOUR) });
      }
    };
    // 12 entries: 20% of 12 is 3 to score.
    await score(short, 1);
    await score(covered, 3);
    await score(asleep, 1);
    await score(entrant, 1);
    const voters = [short, covered, asleep, entrant];

    expect(told(await votingClosingReminders(db(), at(0)), ...voters).sort()).toEqual([short.id, entrant.id].sort());
    expect(told(await votingClosingReminders(db(), at(10 * 60_000)), ...voters)).toEqual([]);
    const link = `/challenge/${challenge.id}/entries`;
    expect(await bellOf(short.id)).toEqual([
      {
        kind: 'voting_closing',
        text: `Voting on “${challenge.title}” closes in 3 hours: score 2 more entries for your scores to count`,
        link,
      },
    ]);
    expect((await bellOf(entrant.id))[0]?.text).toBe(
      `Voting on “${challenge.title}” closes in 3 hours: score 1 more entry for your scores to count`,
    );
  });
});
