import { z } from 'zod';
import { isoTime } from './common';
import { plainLine, plainText } from './plain-text';

// The AI coach's saved reports (docs/rules.md, "AI coach"). The measuring happens in the
// member's browser (site/lib/coach); the Worker keeps what it measured, checked against this
// shape, and adds the vision model's narration when the site has one.

export const COACH_FINDING_IDS = [
  'exposure',
  'histogram',
  'contrast',
  'colour-cast',
  'sharpness',
  'noise',
  'horizon',
  'composition',
  'exif-shutter',
  'exif-iso',
  'exif-diffraction',
] as const;

const num = z.number().finite();
const fraction = z.number().min(0).max(1);
const levels = z.array(z.number().int().min(0)).length(256);
const point = z.object({ x: fraction, y: fraction });
const words = (max: number) => plainText().max(max);

export const coachFindingSchema = z.object({
  id: z.enum(COACH_FINDING_IDS),
  title: plainLine().max(80),
  verdict: z.enum(['good', 'note', 'fix']),
  value: words(300),
  meaning: words(800),
  suggestion: words(800),
  caveat: words(800),
});

const coachExifSchema = z.object({
  exposureTime: num.nullable(),
  focalLength: num.nullable(),
  focalLength35mm: num.nullable(),
  fNumber: num.nullable(),
  iso: num.nullable(),
});

export const coachMeasurementsSchema = z.object({
  histogram: z.object({ luminance: levels, red: levels, green: levels, blue: levels }),
  exposure: z.object({
    meanLuminancePercent: num,
    medianLuminancePercent: num,
    clippedShadowsPercent: num,
    clippedHighlightsPercent: num,
    suggestedEv: num,
  }),
  contrast: z.object({ rms: num, p5: num, p95: num, spread: num }),
  colourCast: z.object({
    redRatio: num,
    greenRatio: num,
    blueRatio: num,
    warmth: num,
    tint: num,
    direction: z.enum(['warm', 'cool', 'green', 'magenta']).nullable(),
  }),
  sharpness: z.object({
    laplacianVariance: num,
    crispness: num,
    sharpestArea: num.nullable(),
    map: z.object({
      cols: z.number().int().min(1).max(64),
      rows: z.number().int().min(1).max(64),
      values: z.array(num).max(4096),
    }),
  }),
  noise: z.object({ sigma: num }),
  horizon: z.object({
    tiltDegrees: num.nullable(),
    line: z.object({ x1: num, y1: num, x2: num, y2: num }).nullable(),
  }),
  composition: z.object({
    subject: point.nullable(),
    nearestThird: point.nullable(),
    thirdsDistance: num.nullable(),
    crop: z.object({ x: fraction, y: fraction, width: fraction, height: fraction }).nullable(),
  }),
});

const size = z.number().int().min(1).max(100_000);
export const coachReportBodySchema = z.object({
  measurements: coachMeasurementsSchema,
  findings: z.array(coachFindingSchema).max(20),
  width: size,
  height: size,
  analysedWidth: size,
  analysedHeight: size,
  exifSource: z.enum(['file', 'record', 'none']),
  exif: coachExifSchema.nullable(),
});
export type CoachReportBody = z.infer<typeof coachReportBodySchema>;

// A small JPEG of the photo, made in the browser, for a dropped file (an entry's own image is
// used for a picked one).
export const THUMBNAIL_MAX_CHARS = 40_000;
const thumbnail = z
  .string()
  .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/, 'The thumbnail must be a JPEG data URL')
  .max(THUMBNAIL_MAX_CHARS, 'The thumbnail must be under 30 KB');

export const saveCoachReportSchema = z.object({
  title: plainLine({ error: 'Name the photo' }).trim().min(1, 'Name the photo').max(120, 'Titles must be at most 120 characters'),
  submissionId: z.number().int().positive().optional(),
  thumbnail: thumbnail.optional(),
  report: coachReportBodySchema,
});
export type SaveCoachReport = z.infer<typeof saveCoachReportSchema>;

export const coachReportSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    submissionId: z.number().int().nullable(),
    // The entry's image, or the kept thumbnail.
    imageUrl: z.string().nullable(),
    report: coachReportBodySchema,
    // Written by a vision model: shown labelled as AI-written.
    narration: z.string().nullable(),
    altText: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'CoachReport' });
export type CoachReportDto = z.infer<typeof coachReportSchema>;

export const coachHistorySchema = z.object({
  reports: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      imageUrl: z.string().nullable(),
      // How many findings were worth fixing, and worth a look.
      fixes: z.number().int(),
      notes: z.number().int(),
      createdAt: isoTime,
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type CoachHistory = z.infer<typeof coachHistorySchema>;

export const coachHistoryQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'That page of the list does not exist')
    .optional(),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});

// Whether the vision model's narration is on for the viewer: the site has the binding and the
// viewer has AI coach access.
export const coachStatusSchema = z.object({ narration: z.boolean() }).meta({ id: 'CoachStatus' });
export type CoachStatus = z.infer<typeof coachStatusSchema>;

export const narrationSchema = z.object({ narration: z.string(), altText: z.string() });
export type Narration = z.infer<typeof narrationSchema>;
