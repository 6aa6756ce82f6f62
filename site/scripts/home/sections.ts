import { buildChallenges } from './challenges';
import { buildCommunity } from './community';
import { buildFeaturedChallenge } from './featured-challenge';
import { inTurn } from './in-turn';
import { buildMentors } from './mentors';
import { buildSideCard } from './side-card';

// The sections filled from the edge state, built in page order, each in a task of its own, so
// a slow phone's main thread is never held for all of them at once (together about 70 ms at 4×).
export function buildSections(): void {
  inTurn([buildSideCard, buildChallenges, buildFeaturedChallenge, buildMentors, buildCommunity]);
}
