import { z } from 'zod';
import { CAPACITY, DURATION_MINUTES, PRICE_CENTS, REGISTRATION_STATUSES, WEBINAR_PHASES } from '../domain/webinars';
import { isoTime } from './common';
import { plainLine, plainText } from './plain-text';

// Webinars: the list, one webinar's page, seats, and the admin's changes (docs/rules.md).

const hostSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
});

export const webinarSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    host: hostSchema,
    startsAt: isoTime,
    endsAt: isoTime,
    durationMinutes: z.number().int(),
    priceCents: z.number().int(),
    capacity: z.number().int(),
    seatsLeft: z.number().int(),
    phase: z.enum(WEBINAR_PHASES),
    // When the host started it (null until then).
    startedAt: isoTime.nullable(),
    // Its replay is ready and published (the replay page says who may watch it).
    replayReady: z.boolean(),
  })
  .meta({ id: 'Webinar' });
export type WebinarDto = z.infer<typeof webinarSchema>;

export const webinarListSchema = z.object({
  live: z.array(webinarSchema),
  upcoming: z.array(webinarSchema),
  // The most recent first.
  past: z.array(webinarSchema),
});
export type WebinarList = z.infer<typeof webinarListSchema>;

// One webinar as the viewer sees it: their seat, and whether they may still give it back; or,
// while they pay for one, until when it is held for them.
export const webinarPageSchema = z.object({
  webinar: webinarSchema,
  registration: z.object({ registeredAt: isoTime, mayCancel: z.boolean() }).nullable(),
  heldUntil: isoTime.nullable(),
  isHost: z.boolean(),
});
export type WebinarPage = z.infer<typeof webinarPageSchema>;

const whole = (what: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `Give the ${what} as a number` })
    .int(`The ${what} is a whole number`)
    .min(min, `The ${what} is at least ${min}`)
    .max(max, `The ${what} is at most ${max}`);

// What an admin writes: the whole webinar, on creating and on every edit.
export const webinarInputSchema = z.object({
  title: plainLine({ error: 'Title is required' }).trim().min(3, 'Title must be at least 3 characters').max(120),
  description: plainText().trim().max(4000, 'The description must be at most 4000 characters').default(''),
  hostId: z.number({ error: 'Choose the host' }).int('Choose the host').positive('Choose the host'),
  startsAt: z.iso.datetime({ error: 'Give the start as a date and time' }),
  durationMinutes: whole('length in minutes', DURATION_MINUTES),
  capacity: whole('number of seats', CAPACITY),
  priceCents: z
    .number({ error: 'Give the price in cents' })
    .int('Prices are whole cents')
    .refine(
      (cents) => cents === 0 || (cents >= PRICE_CENTS.min && cents <= PRICE_CENTS.max),
      `A paid webinar costs from $${PRICE_CENTS.min / 100} to $${PRICE_CENTS.max / 100}; 0 makes it free`,
    ),
});
export type WebinarInput = z.infer<typeof webinarInputSchema>;

// Where to pay for a seat: the provider's checkout, open while the seat is held.
export const seatCheckoutSchema = z.object({ url: z.string(), heldUntil: isoTime });
export type SeatCheckout = z.infer<typeof seatCheckoutSchema>;

// The admin's views: who may host, and who holds (or gave back) a seat.
export const webinarHostsSchema = z.array(z.object({ userId: z.number().int(), username: z.string(), name: z.string() }));
export type WebinarHost = z.infer<typeof webinarHostsSchema>[number];

export const registrantsSchema = z.array(
  z.object({
    userId: z.number().int(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    registeredAt: isoTime,
    cancelledAt: isoTime.nullable(),
  }),
);
export type Registrant = z.infer<typeof registrantsSchema>[number];

// An attendee's feedback, given once: the webinar and its host rated 1 to 5, and a comment.
const rating = (what: string) =>
  z
    .number({ error: `Rate ${what} from 1 to 5` })
    .int(`Rate ${what} from 1 to 5`)
    .min(1, `Rate ${what} from 1 to 5`)
    .max(5, `Rate ${what} from 1 to 5`);

export const feedbackInputSchema = z.object({
  webinarRating: rating('the webinar'),
  hostRating: rating('the host'),
  comment: plainText().trim().max(2000, 'A comment is at most 2000 characters').default(''),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const feedbackSchema = feedbackInputSchema.extend({ name: z.string(), givenAt: isoTime });
export type FeedbackDto = z.infer<typeof feedbackSchema>;

// What /webinars/{id}/feedback shows the viewer: their own feedback, whether they may give it
// (they attended and have not yet), and, for the host and admins, everyone's.
// Everyone's feedback with the averages: for the host and admins.
export const feedbackSummarySchema = z.object({
  count: z.number().int(),
  webinarAverage: z.number().nullable(),
  hostAverage: z.number().nullable(),
  feedback: z.array(feedbackSchema),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackPageSchema = z.object({
  mine: feedbackSchema.nullable(),
  mayGive: z.boolean(),
  summary: feedbackSummarySchema.nullable(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
