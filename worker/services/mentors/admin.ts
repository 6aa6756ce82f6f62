import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { mentorProfiles, users } from '../../../db/schema';
import type { AdminMentor, MentorReviewDecision, adminMentorsQuery } from '../../contract/admin-mentors';
import type { Db } from '../../env';
import { type AuditRecord, auditIfChanged } from '../audit-log';
import { ApiError } from '../../errors';
import { mentorApprovedMail, mentorRejectedMail } from '../mail/mentor-templates';
import { enqueueMail } from '../mail/outbox';
import { refreshNextAvailable } from './availability';
import { averageRating } from './discovery';
import { fullName } from '../users';
import { moderationNotice } from '../notifications/about-moderation';
import { noticeRows, notify } from '../notifications/notify';
import { toMyProfile } from './profiles';
import type { z } from 'zod';

// An admin's side of the mentor program: applications are approved or rejected with a
// note (mailed); approved mentors are suspended, restored and featured on the home page.

type Filter = z.infer<typeof adminMentorsQuery>['filter'];

const FILTERS: Record<Filter, SQL | undefined> = {
  pending: eq(mentorProfiles.profileStatus, 'pending'),
  approved: and(eq(mentorProfiles.profileStatus, 'approved'), isNull(mentorProfiles.suspendedAt)),
  rejected: eq(mentorProfiles.profileStatus, 'rejected'),
  suspended: isNotNull(mentorProfiles.suspendedAt),
  featured: and(eq(mentorProfiles.profileStatus, 'approved'), isNotNull(mentorProfiles.featuredAt)),
};

async function rows(db: Db, where: SQL | undefined, oldestFirst: boolean) {
  return db
    .select({ profile: mentorProfiles, user: users })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(where)
    .orderBy(oldestFirst ? asc(mentorProfiles.submittedAt) : desc(mentorProfiles.submittedAt), asc(mentorProfiles.userId))
    .limit(200);
}

function toAdminMentor({ profile, user }: Awaited<ReturnType<typeof rows>>[number]): AdminMentor {
  return {
    ...toMyProfile(profile, user.profileImageUrl),
    name: fullName(user),
    username: user.username,
    email: user.email,
    featured: profile.featuredAt !== null,
    rating: averageRating(profile),
    reviewCount: profile.ratingCount,
    createdAt: profile.createdAt.toISOString(),
  };
}

// Applications waiting longest come first; the other lists show the newest first.
export async function adminMentors(db: Db, filter: Filter): Promise<AdminMentor[]> {
  return (await rows(db, FILTERS[filter], filter === 'pending')).map(toAdminMentor);
}

async function adminMentor(db: Db, userId: number): Promise<AdminMentor> {
  const [found] = await rows(db, eq(mentorProfiles.userId, userId), true);
  if (!found) throw new ApiError('NOT_FOUND', 'No such mentor application');
  return toAdminMentor(found);
}

export async function reviewApplication(
  db: Db,
  userId: number,
  { decision, note }: MentorReviewDecision,
  origin: string,
  audit: AuditRecord,
  at = new Date(),
): Promise<AdminMentor> {
  if (decision === 'reject' && !note)
    throw new ApiError('VALIDATION_FAILED', 'Say why in the note: it is mailed to the applicant');
  const status = decision === 'approve' ? 'approved' : 'rejected';
  // Only a pending application is decided, in one statement: two admins deciding at once
  // cannot both win, and the loser is told.
  const [[decided]] = await db.batch([
    db
      .update(mentorProfiles)
      .set({ profileStatus: status, reviewNote: note || null, reviewedAt: at, updatedAt: at })
      .where(and(eq(mentorProfiles.userId, userId), eq(mentorProfiles.profileStatus, 'pending')))
      .returning({ userId: mentorProfiles.userId }),
    auditIfChanged(db, audit),
  ]);
  const mentor = await adminMentor(db, userId);
  if (!decided) throw new ApiError('CONFLICT', 'This application has already been reviewed');
  const name = mentor.name;
  const mail =
    status === 'approved'
      ? mentorApprovedMail(name, note, `${origin}/mentor-dashboard`)
      : mentorRejectedMail(name, note, `${origin}/mentor-profile`);
  await enqueueMail(db, mentor.email, `mentor_${status}`, mail);
  if (status === 'approved') await refreshNextAvailable(db, userId, at);
  return adminMentor(db, userId);
}

async function approvedOnly(db: Db, userId: number) {
  const mentor = await adminMentor(db, userId);
  if (mentor.profileStatus !== 'approved') throw new ApiError('CONFLICT', 'Only approved mentors can be changed here');
  return mentor;
}

// The mentor hears of it, with the reason, from the write that changed it (none if it was
// already so).
export async function setSuspended(
  db: Db,
  userId: number,
  change: { suspended: boolean; reason?: string },
  audit: AuditRecord,
  at = new Date(),
): Promise<AdminMentor> {
  await approvedOnly(db, userId);
  const listing = { ownerId: userId, what: 'mentor listing', id: userId, title: '', link: '/mentor-dashboard' } as const;
  const notice = moderationNotice(listing, change.suspended ? 'removed' : 'restored', change.reason, at);
  await db.batch([
    db
      .update(mentorProfiles)
      .set({ suspendedAt: change.suspended ? at : null, updatedAt: at })
      .where(
        and(
          eq(mentorProfiles.userId, userId),
          change.suspended ? isNull(mentorProfiles.suspendedAt) : isNotNull(mentorProfiles.suspendedAt),
        ),
      ),
    // Logged when it changed something; the notice after it follows the same change.
    auditIfChanged(db, audit),
    notify(db, noticeRows([notice], at, sql`changes() = 1`)),
  ]);
  return adminMentor(db, userId);
}

export async function setFeatured(
  db: Db,
  userId: number,
  featured: boolean,
  audit: AuditRecord,
  at = new Date(),
): Promise<AdminMentor> {
  await approvedOnly(db, userId);
  await db.batch([
    db
      .update(mentorProfiles)
      .set({ featuredAt: featured ? at : null, updatedAt: at })
      .where(
        and(
          eq(mentorProfiles.userId, userId),
          featured ? isNull(mentorProfiles.featuredAt) : isNotNull(mentorProfiles.featuredAt),
        ),
      ),
    auditIfChanged(db, audit),
  ]);
  return adminMentor(db, userId);
}
