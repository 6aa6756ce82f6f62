// What each scheduled job (worker/cron/jobs.ts) is called and does, in the words /admin/workflows
// and the dashboard show, and the mail it sends itself. The title heads the job everywhere; the
// code name stays beside it, small, because the logs and the cron's summary use that. Keyed by
// the job's name; a test checks it names exactly the jobs the cron runs. Notifications reach
// members' mail through `noticeMail` as each chose, so the jobs that only notify list no mail
// of their own.
export type JobDescription = { title: string; does: string; mails: string[] };

export const JOB_CATALOGUE: Record<string, JobDescription> = {
  dailyChallenges: {
    title: 'Daily challenges',
    does: "Makes sure today's and tomorrow's daily challenges exist in every category: a planned one stands, otherwise an evergreen theme is drawn.",
    mails: [],
  },
  results: {
    title: 'Results',
    does: 'Names the places and scores of challenges whose voting has closed, updates the leaderboard, and tells each placed entrant.',
    mails: [],
  },
  expiredSessionsRemoved: { title: 'Expired sign-ins removed', does: 'Removes sign-in sessions that have expired.', mails: [] },
  unreadMessageMail: {
    title: 'Unread message mail',
    does: 'Mails members about direct messages left unread for 15 minutes while they have no tab open (at most once an hour per conversation).',
    mails: ['Unread messages'],
  },
  localRenewals: {
    title: 'Local plan renewals',
    does: "With the local payment provider only (development and demos): renews, fails or ends seller plans whose period is over, as the real provider's billing would.",
    mails: ['Renewal receipt', 'Payment failed'],
  },
  payouts: {
    title: 'Payouts',
    does: 'Pays mentors and sellers what their balance holds, and takes back transfers a refund or a lost dispute reversed.',
    mails: [],
  },
  mentoringSessions: {
    title: 'Mentoring sessions',
    does: 'Moves mentoring sessions along: marks no-shows (refunding the student), completes finished sessions, frees unpaid holds, reminds both sides, and sends refunds that failed again.',
    mails: ['Session reminder, 24 hours before', 'Session reminder, 1 hour before', 'Session refunded'],
  },
  printListings: {
    title: 'Print listings follow plans',
    does: 'Takes the prints of sellers whose plan lapsed off sale, and puts them back when the plan returns.',
    mails: [],
  },
  oldNotificationsRemoved: {
    title: 'Old notifications removed',
    does: 'Deletes read notifications older than a year.',
    mails: [],
  },
  votingOpened: {
    title: 'Voting opened',
    does: 'Tells the entrants of a community challenge that voting has opened on it.',
    mails: [],
  },
  messagesUnread: {
    title: 'Unread message notifications',
    does: "Puts direct messages nobody has read for a minute in their recipient's notifications.",
    mails: [],
  },
  entriesClosingReminders: {
    title: 'Entries closing reminders',
    does: 'Reminds members who asked about a challenge, and have not entered yet, that its entries close soon.',
    mails: [],
  },
  votingClosingReminders: {
    title: 'Voting closing reminders',
    does: 'Tells voters who have scored too few entries how many more would make their scores count, before voting closes.',
    mails: [],
  },
  printRefunds: {
    title: 'Print refunds retried',
    does: 'Sends again the print order refunds the payment provider failed to make.',
    mails: [],
  },
  webinarRefunds: {
    title: 'Webinar refunds retried',
    does: 'Sends again the webinar seat refunds the payment provider failed to make.',
    mails: [],
  },
  webinarReminders: {
    title: 'Webinar reminders',
    does: 'Reminds every seat holder a day and an hour before a webinar starts.',
    mails: [],
  },
  webinarRecordings: {
    title: 'Webinar replays',
    does: "Joins a finished webinar's recording into its replay, and deletes replays whose keeping time is up.",
    mails: [],
  },
  webinarInvites: {
    title: 'Webinar invites',
    does: 'Mails the calendar invites a registration, a new time or a cancellation did not send at once.',
    mails: ["Webinar: you're registered", 'Webinar: new time', 'Webinar: cancelled', 'Webinar: seat given back'],
  },
  noticeMail: {
    title: 'Notification mail',
    does: 'Mails notifications to the members who chose mail for their kind: each at once, or in one digest a day at their hour.',
    mails: [
      'Notification mail (results, comments, likes, reminders, sales, payouts, webinars, critiques…)',
      'Daily notification digest',
    ],
  },
  mail: {
    title: 'Outgoing mail',
    does: "Sends the mail waiting in the outbox (what the jobs above wrote, and what a request's own sending missed) and retries a failed send, up to five attempts.",
    mails: ['Every queued mail'],
  },
  notificationsPushed: {
    title: 'Live bell updates',
    does: 'Tells the open tabs of members online about what this run notified them of, so their bell updates at once.',
    mails: [],
  },
  deletedAccountsPurged: {
    title: 'Deleted accounts purged',
    does: 'Purges accounts deleted more than 30 days ago: photos and personal data go; money records stay, anonymised.',
    mails: [],
  },
  objectFingerprints: {
    title: 'File fingerprints',
    does: 'Records the size and fingerprint (SHA-256) of files stored before fingerprints were kept, a few dozen each run, so the integrity scan can check them too. Once it finds none left, it looks again once a day.',
    mails: [],
  },
  quarantinePurged: {
    title: 'Quarantine emptied',
    does: 'Deletes for good the files that have spent their 30 days in quarantine (removed entries, purged accounts, replaced images) without being restored.',
    mails: [],
  },
  backups: {
    title: 'Database backups',
    does: "Copies the whole database to storage each night after 3 AM New York time (or on 'Back up now'), a few pages each run, keeps 7 daily, 4 weekly and 12 monthly copies, and moves a restore drill along. The list is on Backup System.",
    mails: [],
  },
  integrityScan: {
    title: 'File integrity scan',
    does: 'Checks every stored file against its recorded size and fingerprint, and lists files no record points at: a new pass each week (or on Scan now), carried on a little each run. The report is on File Integrity.',
    mails: [],
  },
  s3Migration: {
    title: 'Photo import from another bucket',
    does: 'Carries on an import started on Storage Migration: lists the next few dozen files of the other bucket, copies the photos here with their fingerprints and matches them to entries by file name. Does nothing while no import runs.',
    mails: [],
  },
};
