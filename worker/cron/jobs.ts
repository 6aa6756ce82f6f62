import type { Db } from '../env';
import { backupJob } from '../services/backups/backups';
import { ensureDailyChallenges } from '../services/challenges/daily-schedule';
import { finalizeDueChallenges } from '../services/challenges/results';
import { sendQueuedMail } from '../services/mail/send-queued';
import { purgeDeletedAccounts } from '../services/members/purge';
import { mentoringSessions } from '../services/mentors/cron';
import { purposeHandlers } from '../services/payment-purposes';
import { unreadMessageMail } from '../services/messages/cron';
import { votingOpenNotifications } from '../services/notifications/about-entries';
import { notifyUnreadMessages } from '../services/notifications/about-messages';
import { entriesClosingReminders, votingClosingReminders } from '../services/notifications/reminders';
import { tellThosePresent } from '../services/notifications/presence';
import { mailNotices } from '../services/notifications/notice-mail';
import { pruneNotifications } from '../services/notifications/prune';
import { payOut, renewLocalSubscriptions } from '../services/payments/cron';
import { listingsFollowSubscriptions } from '../services/prints/listing-subscriptions';
import { printRefunds } from '../services/prints/cron';
import { integrityTick } from '../services/integrity/scan';
import { s3MigrationTick } from '../services/s3-migration/migration';
import { deleteExpiredSessions } from '../services/session';
import { fingerprintObjects } from '../services/storage/backfill';
import { purgeQuarantine } from '../services/storage/quarantine';
import { siteOrigin } from '../services/site-origin';
import { webinarRefunds } from '../services/webinars/cron';
import { sendWebinarInvites } from '../services/webinars/invites';
import { deleteExpiredRecordings, joinDueRecordings } from '../services/webinars/recording-files';
import { webinarReminders } from '../services/webinars/reminders';

const DAY_MS = 24 * 3600_000;

export type JobContext = { env: Env; db: Db; now: Date; runId: string };
export type ScheduledJob = (context: JobContext) => Promise<unknown>;

// What every cron tick does, in order; each name becomes a key of the run's summary, of its
// rows in job_runs, of its lease (cron/run-job.ts: one run of a job at a time, whoever starts
// it) and of its words on /admin/workflows (domain/jobs-catalogue.ts). Opening and closing need
// no job (status follows the clock).
export const scheduledJobs: Record<string, ScheduledJob> = {
  dailyChallenges: ({ db, now }) => ensureDailyChallenges(db, now),
  results: ({ db, now }) => finalizeDueChallenges(db, now),
  expiredSessionsRemoved: ({ env, db, now }) => deleteExpiredSessions(db, env, now),
  unreadMessageMail: ({ env, db, now }) => unreadMessageMail(env, db, now),
  localRenewals: ({ env, db, now }) => renewLocalSubscriptions(env, db, now, purposeHandlers),
  payouts: ({ env, db, now }) => payOut(env, db, now, purposeHandlers),
  mentoringSessions: ({ env, db, now }) => mentoringSessions(env, db, now, purposeHandlers),
  printListings: ({ db, now }) => listingsFollowSubscriptions(db, now),
  oldNotificationsRemoved: ({ db, now }) => pruneNotifications(db, now),
  // A day back, so a tick that failed or ran late still tells everyone (each once, by key).
  votingOpened: async ({ db, now }) => (await votingOpenNotifications(db, new Date(now.getTime() - DAY_MS), now)).length,
  messagesUnread: async ({ db, now }) => (await notifyUnreadMessages(db, now)).length,
  entriesClosingReminders: async ({ db, now }) => (await entriesClosingReminders(db, now)).length,
  votingClosingReminders: async ({ db, now }) => (await votingClosingReminders(db, now)).length,
  printRefunds: ({ env, db, now }) => printRefunds(env, db, now, purposeHandlers),
  webinarRefunds: ({ env, db, now }) => webinarRefunds(env, db, now, purposeHandlers),
  webinarReminders: ({ db, now }) => webinarReminders(db, now),
  // Replays joined once a webinar is over (the end's own request usually did it), and kept
  // ones deleted when their time is up.
  webinarRecordings: async ({ env, db, now }) => ({
    joined: await joinDueRecordings(db, env.PHOTOS, now),
    expired: await deleteExpiredRecordings(db, env.PHOTOS, now),
  }),
  // Invites a request did not send at once (services/webinars/invites.ts).
  webinarInvites: ({ env, db, now }) => sendWebinarInvites(db, siteOrigin(env), env.MAIL_FROM, now),
  // Accounts deleted 30 days ago (services/members/purge.ts).
  deletedAccountsPurged: ({ env, db, now }) => purgeDeletedAccounts(db, env.PHOTOS, now),
  // Quarantined files whose 30 days are over, deleted for good (services/storage/quarantine.ts).
  quarantinePurged: async ({ env, db, now }) => ({ purged: await purgeQuarantine(db, env.PHOTOS, now) }),
  // After every job that tells members something, so its mail goes on this tick.
  noticeMail: ({ env, db, now }) => mailNotices(db, siteOrigin(env), now),
  // After every job that queues mail.
  mail: ({ env }) => sendQueuedMail(env),
  // What the jobs above told members reaches the open tabs of those online.
  notificationsPushed: async ({ env, db, now }) => (await tellThosePresent(env, db, now)).length,
  // Last, after everything members wait on: the long file jobs, each carried on tick by tick
  // within its own time budget.
  // Fingerprints for files stored before they were taken, a page a tick (services/storage/backfill.ts).
  objectFingerprints: ({ env, db, now }) => fingerprintObjects(db, env.PHOTOS, now),
  // The database copied to R2 a page at a time (services/backups/), and a restore drill moved along.
  backups: ({ env, db, now }) => backupJob(env, db, now),
  // Up to 15 seconds a tick walking the files (services/integrity/scan.ts), a weekly pass.
  integrityScan: ({ env, db, now }) => integrityTick(db, env.PHOTOS, now),
  // An import from another bucket started on /admin/s3-migration, a page of it a tick
  // (services/s3-migration/migration.ts).
  s3Migration: ({ env, db, now }) => s3MigrationTick(env, db, now),
};
