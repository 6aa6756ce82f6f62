import type { FindingsPage, IntegrityScanView, OrphansPage, QuarantinedOrphans } from '../../worker/contract/admin-integrity';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, revalidateKeys } from './query';

// /admin/file-integrity and /admin/orphaned-uploads: the integrity scans, what the latest
// finished one found, and an admin starting a scan or moving orphans to quarantine.
const integrity = api.admin['file-integrity'];
const orphaned = api.admin['orphaned-uploads'];
const overviewUrl = integrity.$url();

export const $fileIntegrity = callStore(overviewUrl, () => answer(integrity.$get()));
export const refreshIntegrity = () => revalidateKeys((key) => key === keyOf(overviewUrl));

// Pages by id: `after` is the previous page's `nextCursor`.
const query = (after?: number) => ({ query: { after: after?.toString() } });

export const findingsPage = (after?: number): Promise<FindingsPage> => answer(integrity.findings.$get(query(after)));
export const missingPage = (after?: number): Promise<FindingsPage> => answer(orphaned.missing.$get(query(after)));
export const orphansPage = (after?: number): Promise<OrphansPage> => answer(orphaned.$get(query(after)));

export const findingsCsvHref = () => integrity['findings.csv'].$url().pathname;

export async function scanNow(): Promise<IntegrityScanView> {
  try {
    return await answer(integrity.scan.$post());
  } finally {
    // A refusal means one is running: show it too.
    refreshIntegrity();
  }
}

export const quarantineOrphans = (keys: string[]): Promise<QuarantinedOrphans> =>
  answer(orphaned.quarantine.$post({ json: { keys } }));
