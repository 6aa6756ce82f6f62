import { z } from 'zod';
import {
  CREDIT_REASONS,
  CRITIQUE_ASPECTS,
  MAX_NOTE_CHARS,
  MAX_PIN_NOTE_CHARS,
  MAX_PINS,
  REQUEST_STATUSES,
} from '../domain/critiques';
import { isoTime } from './common';
import { plainLine, plainText } from './plain-text';
import { cameraSchema } from './submissions';

// Photo critique: requests, critiques, helpfulness and credits (docs/rules.md, "Photo critique").

const personSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
});

const aspectSchema = z.enum(CRITIQUE_ASPECTS, { error: 'Pick the aspects from the list' });

// The ask, sent as a multipart form: one of the member's entries (`submissionId`) or a new
// photo (`photo`, checked like an entry's upload), and what they want to hear.
export const askFieldsSchema = z.object({
  submissionId: z.coerce.number().int().positive('Pick one of your photos').optional(),
  title: plainLine({ error: 'Give the photo a title' })
    .trim()
    .min(1, 'Give the photo a title')
    .max(120, 'Titles must be at most 120 characters'),
  intent: plainText({ error: 'Say what you were going for' })
    .trim()
    .min(10, 'Say what you were going for, in a sentence or two')
    .max(1000, 'Keep what you were going for to 1000 characters'),
  questions: plainText().trim().max(1000, 'Keep your questions to 1000 characters').default(''),
  // One form field per aspect, or one comma-separated field.
  aspects: z
    .array(aspectSchema)
    .min(1, 'Choose at least one aspect to hear about')
    .max(CRITIQUE_ASPECTS.length)
    .transform((list) => CRITIQUE_ASPECTS.filter((aspect) => list.includes(aspect))),
  isPublic: z.enum(['true', 'false']).default('true'),
});
export type AskFields = z.infer<typeof askFieldsSchema>;

const text = (more: object = {}) => ({ type: 'string' as const, ...more });
export const askFormSchema = {
  type: 'object' as const,
  required: ['title', 'intent', 'aspects'],
  properties: {
    submissionId: text({ description: 'One of your entries; or send `photo`' }),
    title: text({ maxLength: 120 }),
    photo: text({ format: 'binary', description: 'JPEG, PNG or WebP, at most 15 MB' }),
    intent: text({ minLength: 10, maxLength: 1000 }),
    questions: text({ maxLength: 1000 }),
    aspects: { type: 'array' as const, items: text({ enum: [...CRITIQUE_ASPECTS] }) },
    isPublic: text({ enum: ['true', 'false'] }),
  },
};

// A revision uploaded in reply (multipart: `photo`).
export const revisionFormSchema = {
  type: 'object' as const,
  required: ['photo'],
  properties: { photo: text({ format: 'binary', description: 'JPEG, PNG or WebP, at most 15 MB' }) },
};

const rating = (what: string) =>
  z
    .number({ error: `Rate ${what} from 1 to 5` })
    .int(`Rate ${what} from 1 to 5`)
    .min(1, `Rate ${what} from 1 to 5`)
    .max(5, `Rate ${what} from 1 to 5`);

const note = (what: string) =>
  plainText().trim().max(MAX_NOTE_CHARS, `Keep “${what}” to ${MAX_NOTE_CHARS} characters`).default('');

export const aspectNoteSchema = z.object({
  aspect: aspectSchema,
  rating: rating('each aspect'),
  works: note('what works'),
  improve: note('what to improve'),
  next: note('try next'),
});

// Where on the photo, as fractions of its width and height from the top left.
const fraction = z
  .number({ error: 'Place pins on the photo' })
  .min(0, 'Place pins on the photo')
  .max(1, 'Place pins on the photo');
export const pinSchema = z.object({
  x: fraction,
  y: fraction,
  note: plainText({ error: 'Write a note for each pin' })
    .trim()
    .min(1, 'Write a note for each pin')
    .max(MAX_PIN_NOTE_CHARS, `Keep each pin's note to ${MAX_PIN_NOTE_CHARS} characters`),
});

export const critiqueInputSchema = z.object({
  notes: z.array(aspectNoteSchema).min(1, 'Critique at least one of the aspects asked about').max(CRITIQUE_ASPECTS.length),
  pins: z.array(pinSchema).max(MAX_PINS, `Place at most ${MAX_PINS} pins`).default([]),
});
export type CritiqueInput = z.infer<typeof critiqueInputSchema>;

export const helpfulnessSchema = z.object({ helpfulness: rating('how helpful it was') });

export const critiqueReportSchema = z.object({
  reason: plainText({ error: 'Tell us what is wrong with this critique' })
    .trim()
    .min(3, 'Tell us what is wrong with this critique')
    .max(1000),
});

export const critiqueSchema = z
  .object({
    id: z.number().int(),
    requestId: z.number().int(),
    critic: personSchema,
    byMentor: z.boolean(),
    notes: z.array(aspectNoteSchema),
    pins: z.array(pinSchema),
    helpfulness: z.number().int().nullable(),
    thanked: z.boolean(),
    createdAt: isoTime,
  })
  .meta({ id: 'Critique' });
export type CritiqueDto = z.infer<typeof critiqueSchema>;

const photoSchema = z.object({ url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() });

export const critiqueRequestSchema = z
  .object({
    id: z.number().int(),
    requester: personSchema,
    photo: photoSchema,
    revision: photoSchema.extend({ revisedAt: isoTime }).nullable(),
    // The entry the photo is, when it is one.
    submissionId: z.number().int().nullable(),
    title: z.string(),
    intent: z.string(),
    questions: z.string(),
    aspects: z.array(aspectSchema),
    isPublic: z.boolean(),
    status: z.enum(REQUEST_STATUSES),
    critiqueCount: z.number().int(),
    createdAt: isoTime,
  })
  .meta({ id: 'CritiqueRequest' });
export type CritiqueRequestDto = z.infer<typeof critiqueRequestSchema>;

// One request's page: the request, its critiques (oldest first), and what the viewer may do.
export const requestPageSchema = z.object({
  request: critiqueRequestSchema,
  critiques: z.array(critiqueSchema),
  isOwner: z.boolean(),
  // The viewer may critique it: a member, not its owner, not yet, and it is open.
  mayCritique: z.boolean(),
  // The id of the viewer's own critique of it.
  mine: z.number().int().nullable(),
});
export type RequestPage = z.infer<typeof requestPageSchema>;

export const requestListSchema = z.object({
  requests: z.array(critiqueRequestSchema),
  nextCursor: z.string().nullable(),
});
export type RequestList = z.infer<typeof requestListSchema>;

export const REQUEST_LISTS = ['public', 'queue', 'mine'] as const;
export const requestListQuery = z.object({
  // public: everyone's public requests, latest first; queue: what the viewer may critique, the
  // ones that need eyes most first; mine: the viewer's own, latest first.
  list: z.enum(REQUEST_LISTS, { error: 'Ask for the public list, the queue or your own' }).default('public'),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'That page of the list does not exist')
    .optional(),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type RequestListQuery = z.input<typeof requestListQuery>;

// The critiques the viewer wrote, latest first, each with its request.
export const givenListSchema = z.object({
  critiques: z.array(critiqueSchema.extend({ request: critiqueRequestSchema })),
  nextCursor: z.string().nullable(),
});
export type GivenList = z.infer<typeof givenListSchema>;

export const creditLineSchema = z.object({
  delta: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  requestId: z.number().int().nullable(),
  createdAt: isoTime,
});

export const creditsSchema = z
  .object({
    balance: z.number().int(),
    // Latest first, at most 50.
    lines: z.array(creditLineSchema),
  })
  .meta({ id: 'CritiqueCredits' });
export type CreditsDto = z.infer<typeof creditsSchema>;

// The member's own entries, to pick one to ask about (latest first).
export const ownPhotosSchema = z.array(
  z.object({
    submissionId: z.number().int(),
    title: z.string(),
    url: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    // How it was taken, as kept from its EXIF (the AI coach's advice reads it).
    camera: cameraSchema.nullable(),
  }),
);
export type OwnPhoto = z.infer<typeof ownPhotosSchema>[number];
