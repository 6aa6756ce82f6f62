import { z } from 'zod';
import { SESSION_DURATIONS, SESSION_TYPES } from '../domain/mentoring';
import { MESSAGE_MAX_LENGTH } from '../domain/messages';
import { isoTime } from './common';
import { plainText } from './plain-text';

// Messages between members (spec §3 Message, §7 calls).

export const RECIPIENT_REQUIRED = 'Recipient ID is required';
export const MESSAGE_REQUIRED = 'Please add a message';

const durationSchema = z.union(SESSION_DURATIONS.map((minutes) => z.literal(minutes)));

export const quickSessionDataSchema = z.object({
  hourlyRate: z.number(),
  duration: durationSchema,
  minimumAmount: z.number(),
  sessionType: z.enum(SESSION_TYPES),
});

export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    conversationId: z.string(),
    senderId: z.number().int(),
    recipientId: z.number().int(),
    messageType: z.enum(['text', 'quick_session_offer']),
    messageContent: z.string(),
    quickSessionData: quickSessionDataSchema.nullable(),
    isRead: z.boolean(),
    createdAt: isoTime,
    senderName: z.string(),
    recipientName: z.string(),
    // A photo sent with the message (served to the thread's two people only).
    attachment: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
    // Removed by an admin after a report: the text and photo are no longer given out.
    removed: z.boolean(),
    // For a quick session offer: open until accepted or 48 hours old; once accepted, its session
    // (which may since have been cancelled, or refunded).
    offer: z
      .object({
        state: z.enum(['open', 'accepted', 'cancelled', 'refunded', 'expired']),
        expiresAt: isoTime,
        sessionId: z.number().int().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// A number, or a numeric string as the spec's client may send it.
const recipientIdSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ],
  {
    message: RECIPIENT_REQUIRED,
  },
);

export const recipientParam = z.object({
  recipientId: z.coerce
    .number({ message: RECIPIENT_REQUIRED })
    .int(RECIPIENT_REQUIRED)
    .positive(RECIPIENT_REQUIRED)
    .max(Number.MAX_SAFE_INTEGER),
});

export const blockParam = z.object({
  userId: z.coerce.number().int().positive('User ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER),
});

export const threadQuery = z.object({
  // Only messages after this one (what a reconnecting client missed), the oldest 200 of them.
  after: z.coerce.number().int().min(0).optional(),
});

// POST /api/mentors/messages/{recipientId}/read: the thread is on screen up to this message.
export const markReadSchema = z.object({
  upToId: z.number().int().positive('upToId names a message').max(Number.MAX_SAFE_INTEGER),
});
// The newest message the call marked read, or null when all of them already were.
export const markReadAnswerSchema = z.object({ upToId: z.number().int().nullable() });

export const sendMessageSchema = z
  .object({
    recipientId: recipientIdSchema,
    messageContent: plainText({ message: MESSAGE_REQUIRED })
      .trim()
      .min(1, MESSAGE_REQUIRED)
      .max(MESSAGE_MAX_LENGTH, `Messages must be at most ${MESSAGE_MAX_LENGTH} characters`),
    messageType: z.enum(['text', 'quick_session_offer']).default('text'),
    // The client's minimumAmount is ignored: the server computes it.
    quickSessionData: z
      .object({
        hourlyRate: z.number({ message: 'Hourly rate must be a number' }).min(15, 'Hourly rate must be at least $15').max(1000),
        duration: durationSchema,
        sessionType: z.enum(SESSION_TYPES),
        minimumAmount: z.number().optional(),
      })
      .optional(),
  })
  .refine((m) => m.messageType === 'text' || m.quickSessionData !== undefined, {
    message: 'A quick session offer needs its rate, duration and type',
    path: ['quickSessionData'],
  });
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const conversationSchema = z
  .object({
    conversationId: z.string(),
    otherUser: z.object({ id: z.number().int(), username: z.string(), name: z.string(), photoUrl: z.string().nullable() }),
    lastMessage: chatMessageSchema,
    unreadCount: z.number().int(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

// POST /api/mentors/messages/photo (multipart): a photo, with words if wanted.
export const photoMessageFormSchema = {
  type: 'object' as const,
  required: ['recipientId', 'photo'],
  properties: {
    recipientId: { type: 'string' as const, description: 'Who it is for' },
    photo: { type: 'string' as const, format: 'binary', description: 'JPEG, PNG or WebP, at most 10 MB; metadata removed' },
    messageContent: { type: 'string' as const, description: 'Words to go with it (optional)' },
  },
};

// The form's text fields, checked like a message's.
export const photoMessageFieldsSchema = z.object({
  recipientId: recipientIdSchema,
  messageContent: plainText()
    .trim()
    .max(MESSAGE_MAX_LENGTH, `Messages must be at most ${MESSAGE_MAX_LENGTH} characters`)
    .default(''),
});

export const blockListSchema = z.object({ userIds: z.array(z.number().int()) }).meta({ id: 'BlockList' });

export const unreadSchema = z.object({ count: z.number().int() }).meta({ id: 'UnreadCount' });

export const reportMessageSchema = z.object({
  reason: plainText().trim().min(1, 'Say what is wrong with this message').max(500, 'Keep the reason under 500 characters'),
});

// What an inbox pushes to a member's open tabs over /ws/mentor (spec §7, and read receipts):
// a stored message, someone typing to them, the other person having read the thread up to
// a message, or their notifications having changed (new ones, or seen in another tab).
export type InboxEvent =
  | { type: 'connection_confirmed' }
  | { type: 'notifications_changed' }
  | { type: 'new_message'; message: ChatMessage }
  | { type: 'typing'; senderId: number; isTyping: boolean }
  | { type: 'messages_read'; conversationId: string; readerId: number; upToId: number };
