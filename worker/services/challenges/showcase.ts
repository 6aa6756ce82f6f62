import { type SQL, isNotNull, isNull, sql } from 'drizzle-orm';
import { challenges, users, votes } from '../../../db/schema';
import type { Db } from '../../env';
import { allOf } from '../all-of';
import { COMMUNITY_MIN_WINDOW_MS } from '../../contract/challenges';
import { isFlagEnabled } from '../feature-flags';
import { listedChallengeWhere } from './access';

// Which challenges may put photos on the public showcases: the home page's hero carousel,
// side card, winners and featured sections, and the APIs behind them (winners, featured,
// carousel and mentorship images).
//
// With the challenges flag on, official challenges only. With it off the home page stresses
// the community, so community challenges, but only public ones that ran their course in
// full: results named after voting closed, entries and voting each open at least an hour
// (older rows may be shorter), and scored by at least 5 distinct verified voters. A member
// with a few helper accounts and a challenge of seconds never reaches the home page, nor
// does one an admin hid.
export type ShowcaseSource = 'official' | 'community';

export const SHOWCASE_FLAG = 'traditional_challenges_enabled';
const MIN_SHOWCASE_VOTERS = 5;

// Evaluated for the viewer like every flag; a visitor gets the global value, so the edge
// cache's visitor answers are the same for every visitor.
export async function showcaseSourceFor(db: Db, userId: number | null): Promise<ShowcaseSource> {
  return showcaseSource(await isFlagEnabled(db, SHOWCASE_FLAG, userId));
}

// For a page, whose viewer's flags the edge has already read.
export const showcaseSource = (challengesFlagOn: boolean): ShowcaseSource => (challengesFlagOn ? 'official' : 'community');

export function showcaseChallengeWhere(source: ShowcaseSource): SQL {
  if (source === 'official') return allOf(isNull(challenges.creatorId), isNull(challenges.removedAt));
  return allOf(
    isNotNull(challenges.creatorId),
    listedChallengeWhere(),
    isNotNull(challenges.resultsAt),
    sql`${challenges.resultsAt} >= ${challenges.votingEndDate}`,
    sql`${challenges.endDate} - ${challenges.startDate} >= ${COMMUNITY_MIN_WINDOW_MS}`,
    sql`${challenges.votingEndDate} - ${challenges.endDate} >= ${COMMUNITY_MIN_WINDOW_MS}`,
    sql`(SELECT COUNT(DISTINCT ${votes.voterId}) FROM ${votes} INNER JOIN ${users} ON ${users.id} = ${votes.voterId}
         WHERE ${votes.challengeId} = ${challenges.id} AND ${users.emailVerifiedAt} IS NOT NULL) >= ${MIN_SHOWCASE_VOTERS}`,
  );
}
