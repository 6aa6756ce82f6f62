import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type mailOutbox, mailTemplateVersions } from '../../../db/schema';
import type { MailTemplateDetail, MailTemplateSummary, MailTemplateVersion, MailWording } from '../../contract/mail-templates';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditStatementIfChanged } from '../audit-log';
import { runBatch, statement } from '../statements';
import { MAIL_TEMPLATES, templateFor } from './template-registry';
import { defaultWording, lacksValues, renderWording, variablesOf, wordingProblem } from './template-render';
import { type MailTemplate, unsubscribeOf } from './templates';

// The versions of admins' wordings (mail_template_versions): each save is a row, numbered per
// template; the newest is in use, and one with no subject and body restores the code's default.

type VersionRow = typeof mailTemplateVersions.$inferSelect;

const v = mailTemplateVersions;

// The newest version of each template (of these only, when given).
function newestVersions(db: Db, keys?: string[]) {
  const newest = sql`(SELECT max(w.version) FROM mail_template_versions w WHERE w.template = ${v.template})`;
  return db
    .select()
    .from(v)
    .where(and(keys ? inArray(v.template, keys) : undefined, eq(v.version, newest)));
}

const wordingOf = (row: VersionRow | undefined): MailWording | null =>
  row && row.subject !== null && row.body !== null ? { subject: row.subject, body: row.body } : null;

type OutboxWords = Pick<typeof mailOutbox.$inferSelect, 'template' | 'variables' | 'subject' | 'textBody' | 'htmlBody'>;

// The drain's step before sending a batch: a mail whose template has an admin's wording in use
// gets that wording, written with the values it was queued with; its attachments and headers
// stay. The wordings are read once per batch, for the templates in it.
export async function applyAdminWording(db: Db, rows: OutboxWords[]): Promise<void> {
  const keys = [...new Set(rows.filter((row) => row.variables && templateFor(row.template)).map((row) => row.template))];
  if (keys.length === 0) return;
  const inUse = new Map<string, MailWording>();
  for (const row of await newestVersions(db, keys)) {
    const wording = wordingOf(row);
    if (wording) inUse.set(row.template, wording);
  }
  for (const row of rows) {
    const wording = inUse.get(row.template);
    // A mail queued before its template had a value the wording uses keeps the code's words.
    if (!wording || !row.variables || lacksValues(wording, row.variables)) continue;
    const mail = renderWording(wording, row.variables, unsubscribeOf(row.variables));
    row.subject = mail.subject;
    row.textBody = mail.text;
    row.htmlBody = mail.html;
  }
}

const summaryOf = (template: MailTemplate, newest: VersionRow | undefined): MailTemplateSummary => ({
  key: template.key,
  name: template.name,
  description: template.description,
  group: template.group,
  edited: wordingOf(newest) !== null,
  version: newest?.version ?? 0,
  savedBy: newest?.adminName ?? null,
  savedAt: newest?.createdAt.toISOString() ?? null,
});

export async function mailTemplateList(db: Db): Promise<MailTemplateSummary[]> {
  const newest = new Map((await newestVersions(db)).map((row) => [row.template, row]));
  return MAIL_TEMPLATES.map((template) => summaryOf(template, newest.get(template.key)));
}

export function templateOr404(key: string): MailTemplate {
  const template = templateFor(key);
  if (!template) throw new ApiError('NOT_FOUND', 'No such mail template');
  return template;
}

const versionOf = (row: VersionRow): MailTemplateVersion => ({
  version: row.version,
  subject: row.subject,
  body: row.body,
  savedBy: row.adminName,
  savedAt: row.createdAt.toISOString(),
});

export async function mailTemplateDetail(db: Db, key: string, origin: string): Promise<MailTemplateDetail> {
  const template = templateOr404(key);
  const history = await db.select().from(v).where(eq(v.template, key)).orderBy(desc(v.version));
  const newest = history[0];
  const samples: Record<string, string> = template.samples(origin);
  return {
    ...summaryOf(template, newest),
    notice: template.notice,
    variables: variablesOf(template).map((name) => ({ name, sample: samples[name] ?? '' })),
    defaultWording: defaultWording(template),
    current: wordingOf(newest) ?? defaultWording(template),
    history: history.map(versionOf),
  };
}

export function checkedWording(template: MailTemplate, wording: MailWording): void {
  const problem = wordingProblem(wording, variablesOf(template));
  if (problem) throw new ApiError('VALIDATION_FAILED', problem);
}

// The newest version as it stands, refused when it is not the one the admin started from.
async function newestFrom(db: Db, key: string, basedOn: number): Promise<VersionRow | undefined> {
  const [newest] = await newestVersions(db, [key]);
  if ((newest?.version ?? 0) !== basedOn) throw changedMeanwhile(newest);
  return newest;
}

const changedMeanwhile = (newest: VersionRow | undefined) =>
  new ApiError(
    'CONFLICT',
    newest
      ? `${newest.adminName} saved version ${newest.version} of this mail while you were editing. Reload to see it.`
      : 'This mail changed while you were editing. Reload to see it.',
  );

// The new version, written only while the newest is still the one the admin started from (a
// save racing another's is refused, by this and by the unique version number), with its log row.
async function writeVersion(db: Db, key: string, basedOn: number, wording: MailWording | null, audit: AuditRecord) {
  const insert: SQL = sql`INSERT INTO mail_template_versions (template, version, subject, body, admin_id, admin_name)
    SELECT ${key}, ${basedOn + 1}, ${wording?.subject ?? null}, ${wording?.body ?? null}, ${audit.admin.id}, ${audit.admin.username}
    WHERE coalesce((SELECT max(version) FROM mail_template_versions WHERE template = ${key}), 0) = ${basedOn}`;
  let written = 0;
  try {
    const [result] = await runBatch(db, [statement(db, insert), auditStatementIfChanged(db, audit)]);
    written = result?.meta.changes ?? 0;
  } catch (error) {
    if (!String(error).includes('UNIQUE')) throw error;
  }
  if (written === 0) throw changedMeanwhile((await newestVersions(db, [key]))[0]);
}

const same = (a: MailWording, b: MailWording) => a.subject === b.subject && a.body === b.body;

export async function saveMailWording(
  db: Db,
  key: string,
  { basedOn, ...wording }: MailWording & { basedOn: number },
  origin: string,
  audit: AuditRecord,
): Promise<MailTemplateDetail> {
  const template = templateOr404(key);
  checkedWording(template, wording);
  const newest = await newestFrom(db, key, basedOn);
  if (same(wordingOf(newest) ?? defaultWording(template), wording)) {
    throw new ApiError('VALIDATION_FAILED', 'Nothing to save: this is the wording in use.');
  }
  await writeVersion(db, key, basedOn, wording, audit);
  return mailTemplateDetail(db, key, origin);
}

export async function restoreMailDefault(
  db: Db,
  key: string,
  basedOn: number,
  origin: string,
  audit: AuditRecord,
): Promise<MailTemplateDetail> {
  templateOr404(key);
  const newest = await newestFrom(db, key, basedOn);
  if (!wordingOf(newest)) throw new ApiError('VALIDATION_FAILED', 'This mail already uses the default wording.');
  await writeVersion(db, key, basedOn, null, audit);
  return mailTemplateDetail(db, key, origin);
}
