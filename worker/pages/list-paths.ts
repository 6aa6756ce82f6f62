import { CATEGORIES, challengeStatusSchema } from '../contract/challenges';

// The API paths the public list pages ask for. Islands build their query keys here and the
// Worker answers the first page of each under the very same path at the edge (first-data.ts),
// so the two can never disagree about a parameter or its order.

// Challenge cards per page, official and community alike.
export const CHALLENGE_PAGE_SIZE = 12;
export const GALLERY_PAGE_SIZE = 24;
export const WINNERS_LIMIT = 30;
export const LEADERBOARD_LIMIT = 50;

export type ChallengeStatusFilter = 'upcoming' | 'active' | 'voting' | 'completed' | undefined;
export type ChallengeFilters = { status?: ChallengeStatusFilter; category?: string };

// Filters live in the page's URL (/challenges?status=voting&category=Street); unknown values
// are ignored and categories match in any case.
export function readStatusFilter(params: URLSearchParams): ChallengeStatusFilter {
  const parsed = challengeStatusSchema.safeParse(params.get('status')?.toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

export function readChallengeFilters(params: URLSearchParams): ChallengeFilters {
  const category = params.get('category')?.trim().toLowerCase();
  return { status: readStatusFilter(params), category: CATEGORIES.find((c) => c === category) };
}

// A page asks for one challenge more than it shows: whether that one comes back says if
// there is a next page.
export function challengeListPath(filters: ChallengeFilters, offset: number): string {
  const query = new URLSearchParams({ limit: String(CHALLENGE_PAGE_SIZE + 1), offset: String(offset) });
  if (filters.status) query.set('status', filters.status);
  if (filters.category) query.set('category', filters.category);
  return `/api/challenges?${query}`;
}

export function communityListPath(status: ChallengeStatusFilter, offset: number): string {
  const query = new URLSearchParams({ limit: String(CHALLENGE_PAGE_SIZE + 1), offset: String(offset) });
  if (status) query.set('status', status);
  return `/api/user-challenges?${query}`;
}

// `before` is the cursor of the page before; the first page has none.
export function galleryPath(before: number | null): string {
  const query = new URLSearchParams({ limit: String(GALLERY_PAGE_SIZE) });
  if (before !== null) query.set('before', String(before));
  return `/api/gallery?${query}`;
}

export const WINNERS_PATH = `/api/submissions/winners?limit=${WINNERS_LIMIT}`;
export const LEADERBOARD_PATH = `/api/leaderboard?limit=${LEADERBOARD_LIMIT}`;
