import { z } from 'zod';
import { PROFILE_STATUSES, SESSION_STATUSES } from '../domain/mentoring';
import { isoTime } from './common';
import { recoveryRequestSchema } from './emergency-recovery';
import { plainLine } from './plain-text';
import { planIntervalSchema, subscriptionTypeSchema } from './subscription';

// /admin/users and /admin/users/{userId}: the members, and what admins may do to one.
//
// Routes (under /api/admin/users; every one admin-only, the changes audited as `user.…`):
//   GET    /                          ?q&filter&sort&cursor&limit → MemberPage
//   GET    /{userId}                  → MemberDetail
//   GET    /{userId}/audit-log        ?before&limit → AuditLogPage (contract/admin.ts)
//   GET    /{userId}/export           → MemberExport, as a downloaded JSON file   (user.export)
//   POST   /{userId}/resend-verification   → MemberActionResult                (user.resend-verification)
//   POST   /{userId}/password-reset        → MemberActionResult                (user.password-reset)
//   POST   /{userId}/end-sessions          → MemberActionResult                (user.end-sessions)
//   POST   /{userId}/suspend   SuspendInput → MemberActionResult               (user.suspend)
//   POST   /{userId}/unsuspend             → MemberActionResult                (user.unsuspend)
//   PUT    /{userId}/role      RoleInput    → MemberActionResult (super admins) (user.role)
//   POST   /{userId}/delete    DeleteInput  → MemberActionResult               (user.delete)
//   POST   /{userId}/restore               → MemberActionResult                (user.restore)
//   POST   /{userId}/move-address MoveAddressInput → MemberActionResult       (user.move-address)
// And for every member, about themselves:
//   GET    /api/users/me/export       → MemberExport, as a downloaded JSON file
//
// A bad input answers 400 `{ message }`; a member who is not there 404; an action the rules
// refuse (the founder's roles, a purged account) 409, a role change by a plain admin 403.

export const userIdParam = z.object({
  userId: z.coerce.number().int().positive('User ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER, 'No such id'),
});

export const MEMBER_FILTERS = ['all', 'admin', 'mentor', 'subscriber', 'unverified', 'suspended', 'deleted'] as const;
export const MEMBER_SORTS = ['newest', 'oldest', 'name', 'username'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];
export type MemberSort = (typeof MEMBER_SORTS)[number];

// `all` is everyone but deleted accounts, which only the `deleted` filter lists. `q` matches
// a part of the name, username or email. `cursor` is the page's `nextCursor`, as given.
export const memberListQuery = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  filter: z.enum(MEMBER_FILTERS).default('all'),
  sort: z.enum(MEMBER_SORTS).default('newest'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

// Where the account stands, most serious first: deleted (waiting for its purge, or purged),
// suspended, unverified, else active.
export const memberStateSchema = z.enum(['active', 'unverified', 'suspended', 'deleted']);
export type MemberState = z.infer<typeof memberStateSchema>;

// A member as the list shows them.
export const memberRowSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    // First and last name as given; null when they gave none.
    name: z.string().nullable(),
    email: z.string(),
    profileImageUrl: z.string().nullable(),
    createdAt: isoTime,
    state: memberStateSchema,
    emailVerified: z.boolean(),
    isAdmin: z.boolean(),
    isSuperAdmin: z.boolean(),
    // The FOUNDER_USERNAME account: admin and super admin by name, its roles unchangeable.
    isFounder: z.boolean(),
    // An approved mentor profile (suspended or not).
    isMentor: z.boolean(),
    // A plan that counts today (active, or past due within its grace).
    isSubscriber: z.boolean(),
    suspendedUntil: isoTime.nullable(),
    deletedAt: isoTime.nullable(),
  })
  .meta({ id: 'MemberRow' });
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberPageSchema = z
  .object({ members: z.array(memberRowSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'MemberPage' });
export type MemberPage = z.infer<typeof memberPageSchema>;

const count = z.number().int().nonnegative();

export const memberProfileSchema = memberRowSchema
  .extend({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    bio: z.string().nullable(),
    timeZone: z.string().nullable(),
    // A suspension: since when, why (the member is told), until when (null: until lifted).
    suspendedAt: isoTime.nullable(),
    suspensionReason: z.string().nullable(),
    // A deleted account is purged at this time; null when not deleted. `purged`: it has been
    // (personal data gone, nothing to restore).
    purgeAt: isoTime.nullable(),
    purged: z.boolean(),
    // The mail provider reported the address bouncing or complaining.
    mailBlockedAt: isoTime.nullable(),
    mailBlockReason: z.enum(['bounce', 'complaint']).nullable(),
    mentorProfile: z.object({ status: z.enum(PROFILE_STATUSES), slug: z.string().nullable(), suspended: z.boolean() }).nullable(),
  })
  .meta({ id: 'MemberProfile' });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberCountsSchema = z
  .object({
    entries: count,
    votes: count,
    comments: count,
    // Mentoring sessions, as student or as mentor.
    sessions: count,
    // Print orders they placed.
    orders: count,
  })
  .meta({ id: 'MemberCounts' });
export type MemberCounts = z.infer<typeof memberCountsSchema>;

export const memberSubscriptionSchema = z
  .object({
    type: subscriptionTypeSchema,
    interval: planIntervalSchema,
    status: z.enum(['active', 'canceled', 'past_due', 'incomplete']),
    currentPeriodEnd: isoTime,
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'MemberSubscription' });

// One thing they did lately; `href` is the page it is on (null when it has none any more).
export const memberActivitySchema = z
  .object({
    kind: z.enum(['entry', 'comment', 'vote', 'session', 'order']),
    at: isoTime,
    // Plain words: the entry's title, the comment's first words, "Scored 8 on …".
    text: z.string(),
    href: z.string().nullable(),
  })
  .meta({ id: 'MemberActivity' });
export type MemberActivity = z.infer<typeof memberActivitySchema>;

// A sign-in session, as the sessions table keeps it (no token, no address, no browser).
export const memberSignInSchema = z.object({ createdAt: isoTime, expiresAt: isoTime }).meta({ id: 'MemberSignIn' });

export const memberDetailSchema = z
  .object({
    profile: memberProfileSchema,
    counts: memberCountsSchema,
    subscription: memberSubscriptionSchema.nullable(),
    // Newest first, at most 20, of every kind together.
    activity: z.array(memberActivitySchema),
    // Sessions not yet expired, newest first.
    signIns: z.array(memberSignInSchema),
    // Open /emergency-recovery requests naming this member's username, newest first.
    recoveryRequests: z.array(recoveryRequestSchema),
  })
  .meta({ id: 'MemberDetail' });
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// What every action answers: what happened, in words to show, and the member as they are now.
export const memberActionResultSchema = z
  .object({ message: z.string(), member: memberDetailSchema })
  .meta({ id: 'MemberActionResult' });
export type MemberActionResult = z.infer<typeof memberActionResultSchema>;

// The username typed to confirm a suspension or a deletion (checked by the service: a
// mismatch is a 400 saying so).
const confirmField = plainLine().trim().max(100).default('');

export const suspendInputSchema = z
  .object({
    reason: plainLine().trim().min(1, 'Say why: the member is told').max(300, 'Keep the reason under 300 characters'),
    // Null or left out: until an admin lifts it. Must be ahead of now.
    until: isoTime.nullable().default(null),
    confirm: confirmField,
  })
  .meta({ id: 'SuspendInput' });
export type SuspendInput = z.infer<typeof suspendInputSchema>;

export const deleteInputSchema = z.object({ confirm: confirmField }).meta({ id: 'DeleteMemberInput' });
export type DeleteInput = z.infer<typeof deleteInputSchema>;

// Moving an account to the address its member asked for on /emergency-recovery: the address is
// the request's own (`threadId`, an open recovery thread naming this member), never typed.
export const moveAddressInputSchema = z
  .object({ threadId: z.number().int().positive(), confirm: confirmField })
  .meta({ id: 'MoveAddressInput' });
export type MoveAddressInput = z.infer<typeof moveAddressInputSchema>;

export const MEMBER_ROLES = ['member', 'admin', 'super_admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const roleInputSchema = z.object({ role: z.enum(MEMBER_ROLES) }).meta({ id: 'RoleInput' });

// ---- The export: one JSON file of what the site keeps about a member ----
// Never a password hash, a token or a payment provider's id.

export const memberExportSchema = z
  .object({
    exportedAt: isoTime,
    profile: z.object({
      id: z.number().int(),
      username: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      bio: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
      timeZone: z.string().nullable(),
      emailVerified: z.boolean(),
      createdAt: isoTime,
    }),
    // Their photos: `imageUrl` the file, `pageUrl` the entry's page (absolute links).
    entries: z.array(
      z.object({
        id: z.number().int(),
        challengeId: z.number().int(),
        challengeTitle: z.string(),
        title: z.string(),
        description: z.string(),
        altText: z.string(),
        status: z.enum(['active', 'removed']),
        finalRank: z.number().int().nullable(),
        imageUrl: z.string(),
        pageUrl: z.string(),
        createdAt: isoTime,
      }),
    ),
    votes: z.array(z.object({ entryId: z.number().int(), challengeId: z.number().int(), score: z.number().int(), at: isoTime })),
    comments: z.array(z.object({ id: z.number().int(), entryId: z.number().int(), body: z.string(), createdAt: isoTime })),
    messages: z.array(
      z.object({
        id: z.number().int(),
        direction: z.enum(['sent', 'received']),
        // The other person's username.
        with: z.string(),
        content: z.string(),
        photoUrl: z.string().nullable(),
        createdAt: isoTime,
      }),
    ),
    // Sign-in sessions still open.
    signIns: z.array(memberSignInSchema),
    // Mentoring sessions, as student or mentor.
    mentoringSessions: z.array(
      z.object({
        id: z.number().int(),
        role: z.enum(['student', 'mentor']),
        with: z.string(),
        sessionType: z.string(),
        status: z.enum(SESSION_STATUSES),
        startsAt: isoTime,
        durationMinutes: z.number().int(),
        priceCents: z.number().int(),
        note: z.string(),
      }),
    ),
    orders: z.array(
      z.object({
        id: z.number().int(),
        status: z.string(),
        totalCents: z.number().int(),
        createdAt: isoTime,
        paidAt: isoTime.nullable(),
        lines: z.array(
          z.object({ entryId: z.number().int(), size: z.string(), quantity: z.number().int(), unitPriceCents: z.number().int() }),
        ),
      }),
    ),
    subscriptions: z.array(memberSubscriptionSchema.extend({ createdAt: isoTime })),
  })
  .meta({ id: 'MemberExport' });
export type MemberExport = z.infer<typeof memberExportSchema>;
