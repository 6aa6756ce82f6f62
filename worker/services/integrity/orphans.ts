import { and, eq, inArray, isNull } from 'drizzle-orm';
import { integrityFindings, storedObjects } from '../../../db/schema';
import type { QuarantinedOrphans } from '../../contract/admin-integrity';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditInsert } from '../audit-log';
import { quarantineObjects } from '../storage/quarantine';
import { NOT_ORPHANS, ORPHAN_AFTER_MS } from './scan';

export const ORPHAN_REASON = 'Orphaned upload: no record pointed at it';

type Skipped = QuarantinedOrphans['skipped'][number];

const NOT_LISTED = 'Not listed as an orphan.';
const GONE = 'It is no longer in storage.';

// Why a file chosen from the list is not moved after all, if it is not.
async function refusal(bucket: R2Bucket, key: string, listed: boolean, hasRow: boolean, now: Date): Promise<string | null> {
  if (!listed || NOT_ORPHANS.some((prefix) => key.startsWith(prefix))) return NOT_LISTED;
  if (hasRow) return 'A record points at it now.';
  const object = await bucket.head(key);
  if (!object) return GONE;
  if (object.uploaded.getTime() > now.getTime() - ORPHAN_AFTER_MS) return 'It was stored less than a day ago.';
  return null;
}

// Moves the orphans an admin chose to quarantine (restorable for 30 days on
// /admin/data-recovery). Each is checked again first, since the scan listed it: still an open
// orphan finding, still no row pointing at it, still in the bucket and older than a day.
// quarantineObjects moves each file with its own writes; then the findings are marked and the
// audit row, naming every file moved, is written in one batch.
export async function quarantineOrphans(
  db: Db,
  bucket: R2Bucket,
  keys: string[],
  audit: AuditRecord,
  now: Date,
): Promise<QuarantinedOrphans> {
  const wanted = [...new Set(keys)];
  const [findings, recorded] = await Promise.all([
    db
      .select({ key: integrityFindings.key, kind: integrityFindings.kind })
      .from(integrityFindings)
      .where(
        and(
          inArray(integrityFindings.key, wanted),
          eq(integrityFindings.problem, 'orphan'),
          isNull(integrityFindings.resolvedAt),
        ),
      ),
    db.select({ key: storedObjects.key }).from(storedObjects).where(inArray(storedObjects.key, wanted)),
  ]);
  const kindOf = new Map(findings.map((f) => [f.key, f.kind]));
  const hasRow = new Set(recorded.map((r) => r.key));
  const skipped: Skipped[] = [];
  const items = [];
  for (const key of wanted) {
    const reason = await refusal(bucket, key, kindOf.has(key), hasRow.has(key), now);
    const kind = kindOf.get(key);
    if (reason || !kind) skipped.push({ key, reason: reason ?? NOT_LISTED });
    else items.push({ key, kind });
  }
  const moved = items.length > 0 ? await quarantineObjects(db, bucket, items, ORPHAN_REASON, audit.admin.id, now) : [];
  const movedKeys = moved.map((m) => m.key);
  for (const item of items) {
    if (!movedKeys.includes(item.key)) skipped.push({ key: item.key, reason: GONE });
  }
  if (movedKeys.length === 0) {
    throw new ApiError(
      'CONFLICT',
      skipped.length === 1 ? `Not moved: ${skipped[0]?.reason}` : 'None of these files could be moved.',
    );
  }
  await db.batch([
    db
      .update(integrityFindings)
      .set({ resolvedAt: now })
      .where(
        and(
          inArray(integrityFindings.key, movedKeys),
          eq(integrityFindings.problem, 'orphan'),
          isNull(integrityFindings.resolvedAt),
        ),
      ),
    auditInsert(db, {
      ...audit,
      target: { type: 'file', id: null },
      detail: { moved: moved.map((m) => ({ key: m.key, quarantineId: m.id })), skipped },
    }),
  ]);
  return { moved: movedKeys, skipped };
}
