// The cron's recent history for /admin/workflows: the last half hour of runs of every job, the
// payouts failing twice this afternoon (the provider was down) and run by hand by the founder
// once it was back, and the clean-up of old notifications paused by the founder yesterday, so
// the dashboard shows its notice.
import { JOB_CATALOGUE } from '../../worker/domain/jobs-catalogue.ts';
import { insert, type Row } from './sql.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FOUNDER = 1;
const PAUSED_JOB = 'oldNotificationsRemoved';
const PROVIDER_DOWN = 'The payment provider answered 503 Service Unavailable; the payouts wait for the next run';

// What each job answered on a quiet tick (the others answer a count).
const ANSWERS: Record<string, unknown> = {
  dailyChallenges: { created: 0, missingThemes: [] },
  results: { challenges: 0, winners: 0 },
  mentoringSessions: { noShows: 0, ended: 1, expired: 0, reminders: 2, refunds: 0, mentorsRefreshed: 3 },
  payouts: { opened: 0, paid: 0, failed: 0, recoveredCents: 0 },
  printListings: { paused: 0, resumed: 0 },
  webinarRecordings: { joined: 0, expired: 0 },
  noticeMail: { decided: 4, mailed: 2, digests: 0 },
  mail: { sent: 3, failed: 0 },
};

export function demoWorkflows(now: number): string[] {
  const tick = Math.floor(now / (5 * MINUTE)) * 5 * MINUTE;
  const runs: Row[] = [];
  const run = (job: string, runId: string, trigger: string, startedAt: number, ms: number, outcome: Partial<Row>) =>
    runs.push({
      job,
      run_id: runId,
      trigger,
      started_at: startedAt,
      finished_at: startedAt + ms,
      status: 'ok',
      result: null,
      error: null,
      ...outcome,
    });
  for (let i = 6; i >= 1; i--) {
    const at = tick - i * 5 * MINUTE;
    const runId = `demo-cron-${i}`;
    Object.keys(JOB_CATALOGUE).forEach((job, n) => {
      const start = at + n * 40;
      if (job === PAUSED_JOB) run(job, runId, 'cron', start, 0, { status: 'skipped', result: '{"skipped":"paused"}' });
      else run(job, runId, 'cron', start, 12 + ((n * 7 + i * 3) % 30), { result: JSON.stringify(ANSWERS[job] ?? 0) });
    });
  }
  for (const [runId, ago] of [
    ['demo-cron-failed-1', 3 * HOUR],
    ['demo-cron-failed-2', 2 * HOUR + 20 * MINUTE],
  ] as const) {
    run('payouts', runId, 'cron', tick - ago, 10_000, { status: 'failed', error: PROVIDER_DOWN });
  }
  run('payouts', 'demo-run-now', 'founder', tick - 2 * HOUR, 1_840, {
    result: JSON.stringify({ opened: 2, paid: 2, failed: 0, recoveredCents: 0 }),
  });
  return [
    insert('job_runs', runs),
    insert('paused_jobs', [{ job: PAUSED_JOB, admin_id: FOUNDER, admin_name: 'founder', paused_at: now - 26 * HOUR }]),
    insert('admin_audit_log', [
      {
        admin_id: FOUNDER,
        admin_name: 'founder',
        action: 'job.pause',
        target_type: 'job',
        target_id: PAUSED_JOB,
        detail: null,
        created_at: now - 26 * HOUR,
      },
      {
        admin_id: FOUNDER,
        admin_name: 'founder',
        action: 'job.run',
        target_type: 'job',
        target_id: 'payouts',
        detail: JSON.stringify({ runId: 'demo-run-now', status: 'ok', error: null }),
        created_at: tick - 2 * HOUR,
      },
    ]),
  ];
}
