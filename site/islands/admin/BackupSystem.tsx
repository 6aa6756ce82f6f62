import './admin-chip.css';
import './admin-table.css';
import './BackupSystem.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Backup, BackupList } from '../../../worker/contract/admin-backups';
import { serverMessage } from '../../lib/api-fetch';
import { $backups, backUpNow, olderBackups, refreshBackups, runDrill } from '../../stores/admin-backups';
import { showToast } from '../../stores/toast';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import BackupDrills from './BackupDrills';
import BackupRow from './BackupRow';

// While a backup or a drill runs, the cron moves it along every five minutes: the list is
// asked again this often so its progress shows.
const POLL_MS = 10_000;

function useOlder(first: BackupList | undefined) {
  const [older, setOlder] = useState<{ backups: Backup[]; next: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const next = older ? older.next : (first?.nextCursor ?? null);
  async function more() {
    if (next === null) return;
    setBusy(true);
    try {
      const page = await olderBackups(next);
      setOlder((shown) => ({ backups: [...(shown?.backups ?? []), ...page.backups], next: page.nextCursor }));
    } catch (error) {
      showToast({
        title: 'Could not load older backups',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }
  return { older: older?.backups ?? [], next, busy, more };
}

// /admin/backup-system: the nightly copies of the database, 'Back up now', each backup's
// files to download, and the restore drill that proves a backup restores.
export default function BackupSystem() {
  const { data, error } = useStore($backups);
  const [starting, setStarting] = useState(false);
  const { older, next, busy, more } = useOlder(data);
  const running = data?.backups.some((b) => b.status === 'running') || data?.drills.some((d) => d.status === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refreshBackups, POLL_MS);
    return () => clearInterval(timer);
  }, [running]);
  if (error) return <LoadFailed what="the backups" />;
  if (!data) return <Spinner label="Loading backups..." />;
  const backupRunning = data.backups.some((b) => b.status === 'running');
  const drillRunning = data.drills.some((d) => d.status === 'running');

  async function start() {
    setStarting(true);
    try {
      const backup = await backUpNow();
      showToast({
        title: backup.status === 'done' ? 'Backup done' : 'Backup started',
        description: backup.status === 'done' ? undefined : 'It carries on every few minutes; its progress shows below.',
      });
    } catch (failure) {
      showToast({ title: 'No backup started', description: serverMessage(failure, 'Please try again.'), variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  }

  async function drill(backup: Backup) {
    try {
      const started = await runDrill(backup.id);
      showToast({
        title: started.status === 'running' ? 'Restore drill started' : `Restore drill ${started.status}`,
        description: `Backup #${backup.id} into the scratch database.`,
      });
    } catch (failure) {
      showToast({ title: 'No drill started', description: serverMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  }

  const all = [...data.backups, ...older];
  return (
    <>
      <section className="admin-section" aria-labelledby="backups-title">
        <div className="backup-head">
          <div>
            <h2 id="backups-title">Backups</h2>
            <p className="admin-section__lead">
              The whole database is copied to storage every night after 3 AM New York time, one file per table and a manifest with
              their checksums. {data.retention}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={starting || backupRunning}
            aria-busy={starting}
            onClick={start}
          >
            {starting ? 'Backing up...' : 'Back up now'}
          </button>
        </div>
        {all.length === 0 ? (
          <EmptyState title="No backups yet" level={3}>
            The first one is taken tonight, or now with 'Back up now'.
          </EmptyState>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table backup-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Status</th>
                  <th scope="col">Tables</th>
                  <th scope="col">Rows</th>
                  <th scope="col">Size</th>
                  <th scope="col">Took</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              {all.map((backup) => (
                <BackupRow key={backup.id} backup={backup} drillRunning={drillRunning} onDrill={drill} />
              ))}
            </table>
          </div>
        )}
        {next !== null && <LoadMore className="backup-more" busy={busy} onMore={more} />}
      </section>
      <BackupDrills drills={data.drills} />
    </>
  );
}
