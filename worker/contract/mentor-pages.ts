import { CATEGORIES } from '../domain/categories';
import { SESSION_TYPES, type SessionType } from '../domain/mentoring';

// No zod here: islands import it at run time.
//
// Discovery's query (/mentor-discovery, /mentors): the island sends it and the Worker answers
// its first page into the page under the same key (route-table.ts), as for the other lists.

export const MENTOR_PAGE_SIZE = 12;

export const MENTOR_SORT_VALUES = ['recommended', 'rating', 'price'] as const;
export type MentorSort = (typeof MENTOR_SORT_VALUES)[number];

export type MentorFilters = {
  q?: string;
  specialty?: string;
  sessionType?: SessionType;
  minRate?: number;
  maxRate?: number;
  minRating?: number;
  availableSoon?: boolean;
  sort: MentorSort;
};

const wholeDollars = (value: string | null) => {
  const n = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1000 ? Math.floor(n) : undefined;
};

// Filters live in the page's URL (/mentor-discovery?specialty=portrait&sort=price); unknown
// values are ignored.
export function readMentorFilters(params: URLSearchParams): MentorFilters {
  const specialty = params.get('specialty')?.trim().toLowerCase();
  const sessionType = params.get('sessionType');
  const sort = params.get('sort');
  const rating = Number(params.get('minRating'));
  return {
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    specialty: CATEGORIES.find((c) => c === specialty),
    sessionType: SESSION_TYPES.find((t) => t === sessionType),
    minRate: wholeDollars(params.get('minRate')),
    maxRate: wholeDollars(params.get('maxRate')),
    minRating: rating >= 1 && rating <= 5 ? Math.floor(rating) : undefined,
    availableSoon: params.get('available') === 'soon' || undefined,
    sort: MENTOR_SORT_VALUES.find((s) => s === sort) ?? 'recommended',
  };
}

// The same filters as the page's own query string.
export function mentorFiltersSearch(filters: MentorFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.specialty) params.set('specialty', filters.specialty);
  if (filters.sessionType) params.set('sessionType', filters.sessionType);
  if (filters.minRate !== undefined) params.set('minRate', String(filters.minRate));
  if (filters.maxRate !== undefined) params.set('maxRate', String(filters.maxRate));
  if (filters.minRating !== undefined) params.set('minRating', String(filters.minRating));
  if (filters.availableSoon) params.set('available', 'soon');
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

// A page asks for one mentor more than it shows: whether it comes back says if there is more.
// (Query values travel as text.)
export const mentorPageQuery = (filters: MentorFilters, offset: number) => ({
  limit: String(MENTOR_PAGE_SIZE + 1),
  offset: String(offset),
  q: filters.q,
  specialty: filters.specialty as (typeof CATEGORIES)[number] | undefined,
  sessionType: filters.sessionType,
  minRateCents: filters.minRate === undefined ? undefined : String(filters.minRate * 100),
  maxRateCents: filters.maxRate === undefined ? undefined : String(filters.maxRate * 100),
  minRating: filters.minRating === undefined ? undefined : String(filters.minRating),
  availableSoon: filters.availableSoon ? ('true' as const) : undefined,
  sort: filters.sort,
});
