import { eq } from 'drizzle-orm';
import { type MentorProfileRow, mentorProfiles, users } from '../../../db/schema';
import type { MentorApplication, MyMentorProfile } from '../../contract/mentors';
import { slugify } from '../../domain/mentoring';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { fullName } from '../users';
import { refreshNextAvailable } from './availability';

// A member's application to mentor, and the profile it becomes. Rules (docs/rules.md
// "Mentoring"): an application waits as pending; a rejected one goes back to pending when
// resubmitted; an approved mentor's edits show at once (prices apply to new bookings only).

export function toMyProfile(row: MentorProfileRow, photoUrl: string | null): MyMentorProfile {
  return {
    userId: row.userId,
    slug: row.slug,
    profileStatus: row.profileStatus,
    reviewNote: row.reviewNote,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    suspended: row.suspendedAt !== null,
    photoUrl,
    headline: row.headline,
    bio: row.bio,
    specialties: row.specialties as MyMentorProfile['specialties'],
    yearsExperience: row.yearsExperience,
    portfolioLinks: row.portfolioLinks,
    hourlyRateCents: row.hourlyRateCents,
    sessionOffers: row.sessionOffers,
    timeZone: row.timeZone,
    languages: row.languages,
  };
}

export async function myMentorProfile(db: Db, userId: number): Promise<MyMentorProfile | null> {
  const [found] = await db
    .select({ profile: mentorProfiles, photoUrl: users.profileImageUrl })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.userId, userId));
  return found ? toMyProfile(found.profile, found.photoUrl) : null;
}

// The slug is made once, from the applicant's name; a name already taken gets their id.
async function freeSlug(db: Db, userId: number): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError('NOT_FOUND', 'No such member');
  const slug = slugify(fullName(user));
  const [taken] = await db.select({ userId: mentorProfiles.userId }).from(mentorProfiles).where(eq(mentorProfiles.slug, slug));
  return taken ? `${slug}-${userId}` : slug;
}

export async function saveMentorApplication(
  db: Db,
  userId: number,
  application: MentorApplication,
  at = new Date(),
): Promise<MyMentorProfile> {
  const existing = await db.query.mentorProfiles.findFirst({ where: eq(mentorProfiles.userId, userId) });
  const fields = { ...application, updatedAt: at };
  if (!existing) {
    await db
      .insert(mentorProfiles)
      .values({ userId, ...fields, slug: await freeSlug(db, userId), profileStatus: 'pending', submittedAt: at })
      .onConflictDoUpdate({ target: mentorProfiles.userId, set: fields });
  } else {
    const resubmitted = existing.profileStatus === 'rejected';
    await db
      .update(mentorProfiles)
      .set(resubmitted ? { ...fields, profileStatus: 'pending', submittedAt: at } : fields)
      .where(eq(mentorProfiles.userId, userId));
  }
  await refreshNextAvailable(db, userId, at);
  const saved = await myMentorProfile(db, userId);
  if (!saved) throw new ApiError('NOT_FOUND', 'No such member');
  return saved;
}
