import { z } from 'zod';

// A page's calls to the Realtime SFU, through the Worker (routes/webinars/sfu.ts).

// SDP is lines of text ended by CRLF: those two are kept as they are, any other control
// character refused.
const NOT_SDP = /[^\P{Cc}\r\n]/u;
const sdp = (type: 'offer' | 'answer') =>
  z.object({
    type: z.literal(type),
    sdp: z
      .string()
      .min(1, 'An empty session description')
      .max(64 * 1024, 'A session description is at most 64 KB')
      .refine((value) => !NOT_SDP.test(value), 'A session description holds lines of text only'),
  });

// Ids the service makes, and the names pages give their tracks: letters, digits, - and _.
const token = (max: number, what: string) =>
  z
    .string()
    .min(1, `Name the ${what}`)
    .max(max, `A ${what} is at most ${max} characters`)
    .regex(/^[\w-]+$/, `A ${what} is letters, digits, - and _`);

export const sfuPublishSchema = z.object({
  offer: sdp('offer'),
  tracks: z
    .array(z.object({ mid: token(16, 'track mid'), trackName: token(64, 'track name') }))
    .min(1, 'Publish at least one track')
    .max(4, 'Publish at most four tracks'),
});
export const sfuPublishedSchema = z.object({ sessionId: z.string(), answer: sdp('answer') });

export const sfuPullSchema = z.object({ publisherId: z.number().int().positive() });
export const sfuPulledSchema = z.object({ sessionId: z.string(), offer: sdp('offer') });

export const sfuAnswerSchema = z.object({ sessionId: token(64, 'session id'), answer: sdp('answer') });
export const sfuAnsweredSchema = z.object({ connected: z.boolean() });
