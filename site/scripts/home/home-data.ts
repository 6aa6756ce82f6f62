import type { HomeData } from '../../../worker/contract/home';
import { readEdgeState } from '../../lib/edge-state';

const EMPTY_DAY: HomeData['todaysDaily'] = { landscape: null, portrait: null, street: null };

// What the Worker read for '/' (worker/services/home.ts). A page served without it (a plain
// static preview) shows the empty states rather than breaking.
export function homeData(): HomeData {
  const page = (readEdgeState().page ?? {}) as Partial<HomeData>;
  return {
    activeChallenges: [],
    todaysDaily: EMPTY_DAY,
    yesterdaysDaily: EMPTY_DAY,
    topPhotographers: [],
    winners: [],
    featured: [],
    carousel: [],
    mentors: [],
    featuredChallenge: null,
    ...page,
  };
}

export const isSignedIn = (): boolean => readEdgeState().user !== null;
