import { z } from 'zod';
import {
  CHAT_MAX_CHARS,
  POLL_OPTION_MAX_CHARS,
  POLL_OPTIONS,
  POLL_QUESTION_MAX_CHARS,
  QUESTION_MAX_CHARS,
  type WebinarClientMessage,
} from '../contract/webinar-room';
import { plainLine, plainText } from '../contract/plain-text';
import type { SignalData } from '../contract/video-signals';

// A live webinar's messages as the room reads them: anything else is refused with the first
// problem's message. The live page's island stays zod-free and sends the contract's shapes.

const text = (what: string, max: number) =>
  plainText().trim().min(1, `Write your ${what} first`).max(max, `A ${what} is at most ${max} characters`);
const line = (what: string, max: number) =>
  plainLine().trim().min(1, `Write the ${what} first`).max(max, `A poll's ${what} is at most ${max} characters`);
const id = z.number().int().positive();

const schema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat'), text: text('message', CHAT_MAX_CHARS) }),
  z.object({ type: z.literal('ask'), text: text('question', QUESTION_MAX_CHARS) }),
  z.object({ type: z.literal('upvote'), questionId: id }),
  z.object({
    type: z.literal('poll-vote'),
    pollId: id,
    option: z
      .number()
      .int()
      .min(0)
      .max(POLL_OPTIONS.max - 1),
  }),
  z.object({ type: z.literal('hand'), raised: z.boolean() }),
  z.object({ type: z.literal('answer'), questionId: id }),
  z.object({ type: z.literal('pin'), questionId: id.nullable() }),
  z.object({
    type: z.literal('poll-open'),
    question: line('question', POLL_QUESTION_MAX_CHARS),
    options: z
      .array(line('option', POLL_OPTION_MAX_CHARS))
      .min(POLL_OPTIONS.min, `A poll has ${POLL_OPTIONS.min} to ${POLL_OPTIONS.max} options`)
      .max(POLL_OPTIONS.max, `A poll has ${POLL_OPTIONS.min} to ${POLL_OPTIONS.max} options`),
  }),
  z.object({ type: z.literal('poll-close'), pollId: id }),
  z.object({ type: z.literal('stage'), userId: id.nullable() }),
  z.object({ type: z.literal('hide'), chatId: id }),
  z.object({ type: z.literal('mute'), userId: id, muted: z.boolean() }),
  // Read no further: only the two browsers understand a signal.
  z.object({ type: z.literal('signal'), to: id, publisher: id, data: z.looseObject({}) as z.ZodType<SignalData> }),
]) satisfies z.ZodType<WebinarClientMessage>;

// A message, or why it is not one.
export function readMessage(data: string): { message: WebinarClientMessage } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { problem: 'That message could not be read' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { message: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? 'That message could not be read' };
}
