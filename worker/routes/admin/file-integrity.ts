import { z } from 'zod';
import { fileIntegritySchema, findingsPageSchema, findingsQuery, integrityScanSchema } from '../../contract/admin-integrity';
import { withLease } from '../../cron/lease';
import { auditOf, caller } from '../../middleware/caller';
import { fileIntegrity, findingsCsv, findingsPage, scanViews } from '../../services/integrity/report';
import { INTEGRITY_JOB, integrityTick, scanById, startScanNow, tickBudget } from '../../services/integrity/scan';
import { apiRoute, jsonAnswer, routes } from '../openapi';

// /admin/file-integrity: the integrity scan's passes, the report of the latest finished one,
// and 'Scan now'.

const overview = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The last ten scans, newest first (a running one with its progress), and when the next starts by itself',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(fileIntegritySchema, 'The scans') },
});

const findings = apiRoute({
  method: 'get',
  path: '/findings',
  summary: 'A page of the files the latest finished scan found missing or changed, with their member and entry',
  middleware: [caller('admin')],
  request: { query: findingsQuery },
  responses: { 200: jsonAnswer(findingsPageSchema, 'The findings, oldest first') },
});

const findingsExport = apiRoute({
  method: 'get',
  path: '/findings.csv',
  summary: 'Every finding of the latest finished scan as CSV',
  middleware: [caller('admin')],
  responses: { 200: { description: 'A CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

const scanNow = apiRoute({
  method: 'post',
  path: '/scan',
  summary: 'Start a scan now: 409 while one is running',
  middleware: [caller('admin', { limit: 'admin', audit: 'integrity.scan' })],
  responses: { 202: jsonAnswer(integrityScanSchema, 'The scan, started, after its first pages were checked') },
});

// How long 'Scan now' checks files before it answers (the admin sees it under way); the cron
// carries the scan on from there. Inside the request, not after it: work left running after
// the answer would change the database behind whatever the admin does next.
const FIRST_PAGES_MS = 3_000;

export const adminFileIntegrityRoutes = routes()
  .openapi(overview, async (c) => c.json(await fileIntegrity(c.var.db), 200))
  .openapi(findings, async (c) => c.json(await findingsPage(c.var.db, c.req.valid('query').after), 200))
  .openapi(findingsExport, async (c) =>
    c.body(await findingsCsv(c.var.db), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="aperture-circle-file-integrity-${new Date().toISOString().slice(0, 10)}.csv"`,
    }),
  )
  .openapi(scanNow, async (c) => {
    const db = c.var.db;
    const scan = await startScanNow(db, auditOf(c, { detail: null }), new Date());
    // Under the job's lease, so it never runs beside the cron's own page of the scan. A failure
    // is kept on the scan, and the cron tries again.
    await withLease(db, INTEGRITY_JOB, crypto.randomUUID(), () =>
      integrityTick(db, c.env.PHOTOS, new Date(), tickBudget(FIRST_PAGES_MS)),
    ).catch((error) => console.error(JSON.stringify({ event: 'integrity_scan_failed', scanId: scan.id, error: String(error) })));
    const [view] = await scanViews(db, [(await scanById(db, scan.id)) ?? scan]);
    return c.json(view, 202);
  });
