import type { Backup, BackupDetail, BackupList, Drill } from '../../worker/contract/admin-backups';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, revalidateKeys } from './query';

// /admin/backup-system: the backups and the latest restore drills, 'Back up now', a backup's
// files, and the drill.
const backups = api.admin.backups;
const listUrl = backups.$url({ query: {} });

export const $backups = callStore(listUrl, () => answer(backups.$get({ query: {} })));

// The list again (a running backup's or drill's progress, or after an action).
export const refreshBackups = () => revalidateKeys((key) => key === keyOf(listUrl));

// Older backups, after the last one shown.
export const olderBackups = (before: number): Promise<BackupList> => answer(backups.$get({ query: { before: String(before) } }));

const param = (id: number) => ({ param: { id: String(id) } });

export const backupDetail = (id: number): Promise<BackupDetail> => answer(backups[':id'].$get(param(id)));

export async function backUpNow(): Promise<Backup> {
  try {
    return await answer(backups.$post());
  } finally {
    refreshBackups();
  }
}

export async function runDrill(backupId: number): Promise<Drill> {
  try {
    return await answer(backups[':id'].drill.$post(param(backupId)));
  } finally {
    refreshBackups();
  }
}

// Where a backup's files download from (the browser follows the link; the session cookie goes with it).
export const manifestHref = (id: number) => backups[':id']['manifest.json'].$url(param(id)).pathname;
export const tableFileHref = (id: number, table: string) =>
  backups[':id'].files[':table'].$url({ param: { id: String(id), table } }).pathname;

// Sizes as people read them.
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
