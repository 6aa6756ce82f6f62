// Restores a backup (/admin/backup-system) from the local R2 into the local database:
//   npm run restore -- <backup id, or its prefix backups/{id}/> [--yes] [--persist-to DIR]
// Every row of the local database is deleted first, so it asks unless --yes. The files are
// checked against the manifest before anything is written, and every table is compared with
// it afterwards (services/backups/restore.ts, the code the restore drill runs). For a deployed
// database see docs/rules.md "Backups and restore".
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';
import { readManifest, runRestore, startRestore } from '../worker/services/backups/restore.ts';

const USAGE = 'Usage: npm run restore -- <backup id, or backups/{id}/> [--yes] [--persist-to DIR]';
const STEPS = {
  empty: 'Emptying the database',
  check: 'Checking it',
  verify: 'Verifying the files',
  load: 'Restoring',
  compare: 'Comparing',
};

function usage(message) {
  console.error(message ? `${message}\n${USAGE}` : USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { yes: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } },
  });
} catch (error) {
  usage(error.message);
}
const { values, positionals } = parsed;
const match = positionals.length === 1 ? /^(?:backups\/)?(\d+)\/?$/.exec(positionals[0]) : null;
if (!match) usage();
const id = Number(match[1]);

// Ends the run with its words, once the local state is let go (finally, below).
class Stop extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

async function restore(db, bucket) {
  const row = await db.prepare('SELECT * FROM backups WHERE id = ?').bind(id).first();
  if (row && row.status !== 'done') throw new Stop(`Backup #${id} is ${row.status}: only a finished backup can be restored.`);
  // A database emptied or reset since no longer lists the backup: its files are still checked
  // against its manifest, the manifest itself then taken as found.
  if (!row) console.warn(`The local database does not list backup #${id}; its manifest is taken as stored.`);
  const manifest = await readManifest(bucket, id, row?.manifest_sha256 ?? null);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup #${id}, taken ${manifest.startedAt} at migration ${manifest.migration ?? '(none)'}: ` +
      `${manifest.tables.length} tables, ${rows} rows.`,
  );
  if (!values.yes) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(
      'Every row of the local database is deleted and replaced by this backup. Type yes to go on: ',
    );
    prompt.close();
    if (answer.trim().toLowerCase() !== 'yes') throw new Stop('Nothing was changed.', 0);
  }
  let phase = '';
  const progress = await runRestore(db, bucket, manifest, startRestore(true), Number.POSITIVE_INFINITY, async (step) => {
    if (step.phase !== phase && STEPS[step.phase]) console.log(`${STEPS[step.phase]}...`);
    phase = step.phase;
  });
  // The list restored as it was then shows this backup running (and maybe a drill): it is
  // done, as its row said before the restore, and the cron must not take anything up again.
  const interrupted = `Interrupted: the database was restored from backup #${id}`;
  const finished = row
    ? [
        db
          .prepare(
            `UPDATE backups SET status = 'done', progress = NULL, tables = ?, rows = ?, bytes = ?, manifest_sha256 = ?,
             finished_at = ?, migration = ? WHERE id = ?`,
          )
          .bind(row.tables, row.rows, row.bytes, row.manifest_sha256, row.finished_at, row.migration, id),
      ]
    : [];
  await db.batch([
    ...finished,
    ...['backups', 'restore_drills'].map((table) =>
      db
        .prepare(`UPDATE ${table} SET status = 'failed', progress = NULL, error = ?, finished_at = ? WHERE status = 'running'`)
        .bind(interrupted, Date.now()),
    ),
  ]);
  const failed = progress.report.filter((table) => !table.passed);
  for (const table of failed) {
    console.error(
      `  ${table.table}: ${table.foundRows} rows of ${table.expectedRows}, checksum ${table.foundChecksum}, expected ${table.expectedChecksum}`,
    );
  }
  if (failed.length > 0) throw new Stop(`${failed.length} of ${progress.report.length} tables differ from the backup.`);
  console.log(`Restored backup #${id}: ${progress.report.length} tables, each matching its checksum.`);
}

// The same state `npm run dev` (and its --persist-to) keeps: wrangler adds v3 under the folder.
const persistTo = values['persist-to'];
const proxy = await getPlatformProxy({ persist: persistTo ? { path: join(persistTo, 'v3') } : true, remoteBindings: false });
try {
  await restore(proxy.env.DB, proxy.env.PHOTOS);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof Stop ? error.code : 1;
} finally {
  await proxy.dispose();
}
