import { z } from 'zod';
import { RECORDING_STATUSES } from '../domain/webinars';
import { isoTime } from './common';

export const takeParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER, 'No such id'),
  take: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER, 'No such take'),
});

export const takePartParam = takeParam.extend({
  n: z.coerce.number().int().min(1, 'Parts are numbered from 1').max(10_000, 'No such part'),
});

// A take begun: where its parts go, and how large each must be (all but the last).
export const takeSchema = z.object({ takeId: z.number().int(), partBytes: z.number().int() });
export const takePartSchema = z.object({ partNumber: z.number().int() });
export const finishTakeSchema = z.object({
  lastPart: z.number({ error: 'Say how many parts the take has' }).int().min(1).max(10_000),
});
export const takeFinishedSchema = z.object({ finished: z.boolean() });

// What the replay page shows: the recording as it stands, and (when it may be watched) its
// file's address and the Q&A beside it.
export const replaySchema = z.object({
  status: z.enum(RECORDING_STATUSES).nullable(),
  mayWatch: z.boolean(),
  fileUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  readyAt: isoTime.nullable(),
  questions: z.array(
    z.object({ id: z.number().int(), name: z.string(), text: z.string(), votes: z.number().int(), answered: z.boolean() }),
  ),
});
export type Replay = z.infer<typeof replaySchema>;

// /admin/recordings: every recording, with what an admin may change.
export const adminRecordingSchema = z.object({
  id: z.number().int(),
  webinarId: z.number().int(),
  title: z.string(),
  startsAt: isoTime,
  status: z.enum(RECORDING_STATUSES),
  bytes: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  published: z.boolean(),
  isPublic: z.boolean(),
  keepUntil: isoTime.nullable(),
  failure: z.string().nullable(),
});
export type AdminRecording = z.infer<typeof adminRecordingSchema>;

export const KEEP_DAYS_MAX = 3650;
export const recordingSettingsSchema = z.object({
  published: z.boolean({ error: 'Say whether the replay is published' }),
  isPublic: z.boolean({ error: 'Say whether the replay is public' }),
  // Days to keep the file from now, or null to keep it.
  keepDays: z
    .number({ error: 'Keep it a whole number of days, or always' })
    .int('Keep it a whole number of days, or always')
    .min(1, 'Keep it at least a day')
    .max(KEEP_DAYS_MAX, `Keep it at most ${KEEP_DAYS_MAX} days`)
    .nullable(),
});
export type RecordingSettings = z.infer<typeof recordingSettingsSchema>;
