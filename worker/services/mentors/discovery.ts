import { and, asc, desc, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type MentorProfileRow, mentorProfiles, mentorReviews, users } from '../../../db/schema';
import type { MentorCard, MentorDetail, mentorListQuery } from '../../contract/mentors';
import { sessionPriceCents } from '../../domain/mentoring';
import type { Db } from '../../env';
import { inGoodStanding } from '../members/standing';
import { fullName } from '../users';
import type { z } from 'zod';

// Finding mentors: only approved mentors who are not suspended are listed or shown.

type ListQuery = z.infer<typeof mentorListQuery>;
type UserPart = { username: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null };

const SOON_MS = 7 * 86_400_000;

// Every query using it joins `users`: a member suspended or deleted by an admin is not listed either.
export const listed = (now = new Date()) =>
  and(eq(mentorProfiles.profileStatus, 'approved'), isNull(mentorProfiles.suspendedAt), inGoodStanding(now));

// The mean of the reviews to one decimal; null before the first.
export const averageRating = (row: Pick<MentorProfileRow, 'ratingCount' | 'ratingSum'>) =>
  row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null;

function toMentorCard(row: MentorProfileRow, user: UserPart): MentorCard {
  return {
    userId: row.userId,
    slug: row.slug,
    name: fullName(user),
    username: user.username,
    photoUrl: user.profileImageUrl,
    headline: row.headline,
    specialties: row.specialties,
    yearsExperience: row.yearsExperience,
    languages: row.languages,
    hourlyRateCents: row.hourlyRateCents,
    sessionTypes: row.sessionOffers.map((offer) => offer.type),
    rating: averageRating(row),
    reviewCount: row.ratingCount,
    nextAvailableAt: row.nextAvailableAt?.toISOString() ?? null,
  };
}

const userColumns = {
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

// LIKE with the user's words taken literally.
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: ListQuery, now: Date): SQL[] {
  const where: (SQL | undefined)[] = [listed(now)];
  if (query.q) {
    const pattern = contains(query.q.toLowerCase());
    const match = (column: SQL | typeof users.username) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
    where.push(
      or(
        match(users.username),
        match(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`),
        match(sql`${mentorProfiles.headline}`),
        match(sql`${mentorProfiles.specialties}`),
      ),
    );
  }
  if (query.specialty) {
    where.push(sql`EXISTS (SELECT 1 FROM json_each(${mentorProfiles.specialties}) WHERE value = ${query.specialty})`);
  }
  if (query.sessionType) {
    where.push(
      sql`EXISTS (SELECT 1 FROM json_each(${mentorProfiles.sessionOffers}) WHERE json_extract(value, '$.type') = ${query.sessionType})`,
    );
  }
  if (query.minRateCents !== undefined) where.push(gte(mentorProfiles.hourlyRateCents, query.minRateCents));
  if (query.maxRateCents !== undefined) where.push(lte(mentorProfiles.hourlyRateCents, query.maxRateCents));
  if (query.minRating !== undefined) {
    where.push(
      sql`${mentorProfiles.ratingCount} > 0 AND ${mentorProfiles.ratingSum} >= ${query.minRating} * ${mentorProfiles.ratingCount}`,
    );
  }
  if (query.availableSoon) {
    where.push(isNotNull(mentorProfiles.nextAvailableAt), lte(mentorProfiles.nextAvailableAt, new Date(now.getTime() + SOON_MS)));
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

// Mean rating, pulled toward 4 while reviews are few, so one five-star review does not
// outrank fifty at 4.9.
const ratingScore = sql`(${mentorProfiles.ratingSum} + 4.0 * 3) / (${mentorProfiles.ratingCount} + 3.0)`;

function ordering(sort: ListQuery['sort']) {
  switch (sort) {
    case 'price':
      return [asc(mentorProfiles.hourlyRateCents), desc(ratingScore), asc(mentorProfiles.userId)];
    case 'rating':
      return [desc(ratingScore), desc(mentorProfiles.ratingCount), asc(mentorProfiles.userId)];
    default:
      // Featured mentors first, then who can be booked soonest among the best rated.
      return [
        sql`${mentorProfiles.featuredAt} IS NULL`,
        asc(mentorProfiles.featuredAt),
        desc(ratingScore),
        sql`${mentorProfiles.nextAvailableAt} IS NULL`,
        asc(mentorProfiles.nextAvailableAt),
        asc(mentorProfiles.userId),
      ];
  }
}

export async function listMentors(db: Db, query: ListQuery, now = new Date()): Promise<MentorCard[]> {
  const rows = await db
    .select({ profile: mentorProfiles, user: userColumns })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(...filters(query, now)))
    .orderBy(...ordering(query.sort))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(({ profile, user }) => toMentorCard(profile, user));
}

// The home page's Featured Mentors: three approved, featured mentors, longest-featured first.
export async function featuredMentors(db: Db, limit = 3): Promise<MentorCard[]> {
  const rows = await db
    .select({ profile: mentorProfiles, user: userColumns })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(listed(), isNotNull(mentorProfiles.featuredAt)))
    .orderBy(asc(mentorProfiles.featuredAt), asc(mentorProfiles.userId))
    .limit(limit);
  return rows.map(({ profile, user }) => toMentorCard(profile, user));
}

// A listed mentor by user id or slug, with their user row.
export async function findListedMentor(db: Db, ref: string) {
  const match = /^\d+$/.test(ref) ? eq(mentorProfiles.userId, Number(ref)) : eq(mentorProfiles.slug, ref);
  const [found] = await db
    .select({ profile: mentorProfiles, user: userColumns })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(listed(), match));
  return found ?? null;
}

const REVIEWS_SHOWN = 20;

export async function mentorDetail(db: Db, ref: string): Promise<MentorDetail | null> {
  const found = await findListedMentor(db, ref);
  if (!found) return null;
  const { profile, user } = found;
  const reviews = await db
    .select({
      rating: mentorReviews.rating,
      comment: mentorReviews.comment,
      reply: mentorReviews.reply,
      createdAt: mentorReviews.createdAt,
      reviewer: userColumns,
    })
    .from(mentorReviews)
    .innerJoin(users, eq(users.id, mentorReviews.studentId))
    .where(eq(mentorReviews.mentorId, profile.userId))
    .orderBy(desc(mentorReviews.createdAt))
    .limit(REVIEWS_SHOWN);
  return {
    ...toMentorCard(profile, user),
    bio: profile.bio,
    portfolioLinks: profile.portfolioLinks,
    timeZone: profile.timeZone,
    offers: profile.sessionOffers.map((offer) => ({
      type: offer.type,
      prices: [...offer.durations]
        .sort((a, b) => a - b)
        .map((durationMinutes) => ({ durationMinutes, priceCents: sessionPriceCents(profile.hourlyRateCents, durationMinutes) })),
    })),
    reviews: reviews.map((review) => ({
      rating: review.rating,
      comment: review.comment,
      reply: review.reply,
      createdAt: review.createdAt.toISOString(),
      reviewer: fullName(review.reviewer),
    })),
  };
}
