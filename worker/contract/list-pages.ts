import { CATEGORIES } from '../domain/categories';
import { type ChallengeStatus, isChallengeStatus } from '../domain/status';

// No zod here: islands import it at run time.
//
// The queries the public list pages send. Islands call the API with them and the Worker
// answers the first page of each at the edge (worker/pages/first-data.ts) under the key the
// same client call makes (clients.ts), so the two never disagree about a parameter or its order.

// Challenge cards per page, official and community alike.
export const CHALLENGE_PAGE_SIZE = 12;
export const GALLERY_PAGE_SIZE = 24;
export const WINNERS_LIMIT = 30;
export const LEADERBOARD_LIMIT = 50;

export type ChallengeStatusFilter = ChallengeStatus | undefined;
export type ChallengeFilters = { status?: ChallengeStatusFilter; category?: string };

// Filters live in the page's URL (/challenges?status=voting&category=Street); unknown values
// are ignored and categories match in any case.
export function readStatusFilter(params: URLSearchParams): ChallengeStatusFilter {
  const status = params.get('status')?.toLowerCase();
  return isChallengeStatus(status) ? status : undefined;
}

export function readChallengeFilters(params: URLSearchParams): ChallengeFilters {
  const category = params.get('category')?.trim().toLowerCase();
  return { status: readStatusFilter(params), category: CATEGORIES.find((c) => c === category) };
}

// A page asks for one challenge more than it shows: whether that one comes back says if
// there is a next page.
// (Query values travel as text.)
export const challengePageQuery = (filters: ChallengeFilters, offset: number) => ({
  limit: String(CHALLENGE_PAGE_SIZE + 1),
  offset: String(offset),
  status: filters.status,
  category: filters.category,
});

export const communityPageQuery = (status: ChallengeStatusFilter, offset: number) => ({
  limit: String(CHALLENGE_PAGE_SIZE + 1),
  offset: String(offset),
  status,
});

// `before` is the cursor of the page before; the first page has none.
export const galleryPageQuery = (before: number | null) => ({
  limit: String(GALLERY_PAGE_SIZE),
  before: before === null ? undefined : String(before),
});

export const WINNERS_QUERY = { limit: String(WINNERS_LIMIT) };
export const LEADERBOARD_QUERY = { limit: String(LEADERBOARD_LIMIT) };
