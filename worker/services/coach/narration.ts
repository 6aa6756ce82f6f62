import { and, eq, isNull } from 'drizzle-orm';
import { coachReports, submissions } from '../../../db/schema';
import type { CoachReportBody, CoachReportDto, Narration } from '../../contract/coach';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { variantKey } from '../images/variants';
import { REPORT_NOT_FOUND, reportOf } from './reports';

// The vision model's words on a photo (docs/rules.md, "AI coach"): a short plain-language
// critique grounded in what the browser measured, and a draft alt text. Only where the site
// has a Workers AI binding (it has no local mode, so `npm run dev` stays offline without it).

export const VISION_MODEL = '@cf/meta/llama-3.2-11b-vision-instruct';
export const NARRATION_OFF = 'Narration is off on this site: the measured findings are all there is';

export type VisionModel = Pick<Ai, 'run'>;
export const visionOf = (env: { AI?: Ai }): VisionModel | null => env.AI ?? null;

const CRITIQUE_WORDS = 120;
const ALT_TEXT_CHARS = 250;

const SYSTEM =
  'You are a kind, precise photography teacher. You only say what the photo and the measurements support. ' +
  'Answer with JSON only: {"critique": string, "altText": string}. ' +
  `The critique is plain language, at most ${CRITIQUE_WORDS} words, one strength and the one or two changes that matter most. ` +
  'The alt text describes what is in the photo for someone who cannot see it, in one sentence, without "image of".';

const findingLines = (report: CoachReportBody) =>
  report.findings.map((f) => `- ${f.title} (${f.verdict}): ${f.value}. ${f.suggestion}`).join('\n');

// The model's JSON, or failing that its text as the critique (it sometimes wraps or prefixes
// its JSON): never more than the limits, never control characters.
export function readNarration(answer: unknown): Narration {
  const text = typeof answer === 'object' && answer && 'response' in answer ? String(answer.response ?? '') : '';
  const clean = (value: unknown, max: number) =>
    (typeof value === 'string' ? value : '')
      .replace(/[^\P{Cc}\n]/gu, '')
      .trim()
      .slice(0, max);
  const json = text.match(/\{[\s\S]*\}/)?.[0];
  try {
    const parsed = json ? (JSON.parse(json) as { critique?: unknown; altText?: unknown }) : null;
    if (parsed && typeof parsed.critique === 'string') {
      return { narration: clean(parsed.critique, 1200), altText: clean(parsed.altText, ALT_TEXT_CHARS) };
    }
  } catch {
    // Not JSON after all: the text itself is the critique.
  }
  return { narration: clean(text, 1200), altText: '' };
}

export async function describePhoto(vision: VisionModel, image: Uint8Array, report: CoachReportBody | null): Promise<Narration> {
  const measured = report ? `What was measured in the photo:\n${findingLines(report)}` : 'Nothing was measured: describe only.';
  const answer = await vision.run(VISION_MODEL, {
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: measured },
    ],
    image: [...image],
    max_tokens: 400,
    temperature: 0.3,
  });
  const narration = readNarration(answer);
  if (!narration.narration)
    throw new ApiError('UNAVAILABLE', 'The coach could not write about this photo just now. Please try again.');
  return narration;
}

function bytesOfDataUrl(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// The picture the model looks at: an entry's small variant, or the report's own thumbnail.
async function imageFor(photos: R2Bucket, db: Db, row: { submissionId: number | null; thumbnail: string | null }) {
  if (row.thumbnail) return bytesOfDataUrl(row.thumbnail);
  if (row.submissionId === null) return null;
  const entry = await db.query.submissions.findFirst({
    where: eq(submissions.id, row.submissionId),
    columns: { filename: true },
  });
  const object = entry ? await photos.get(variantKey('thumb', entry.filename)) : null;
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

// Written once per report: a second ask answers the words already kept.
export async function narrateReport(
  vision: VisionModel,
  photos: R2Bucket,
  db: Db,
  id: number,
  userId: number,
): Promise<CoachReportDto> {
  const row = await db.query.coachReports.findFirst({ where: and(eq(coachReports.id, id), eq(coachReports.userId, userId)) });
  if (!row) throw new ApiError('NOT_FOUND', REPORT_NOT_FOUND);
  if (row.narration !== null) return reportOf(db, id, userId);
  const image = await imageFor(photos, db, row);
  if (!image) throw new ApiError('CONFLICT', 'This report has no picture left to look at');
  const words = await describePhoto(vision, image, row.report as CoachReportBody);
  await db
    .update(coachReports)
    .set({ narration: words.narration, altText: words.altText || null })
    .where(and(eq(coachReports.id, id), isNull(coachReports.narration)));
  return reportOf(db, id, userId);
}
