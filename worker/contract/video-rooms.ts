import { z } from 'zod';

// A session's video room: who is in it with me, whether it is open, and how our browsers
// reach each other (docs/rules.md "Video calls").

// The room's key is the session's random `room_key` (32 hex characters).
export const roomKeyParams = z.object({
  roomKey: z.string().regex(/^[0-9a-f]{32}$/, 'No such video room'),
});

// RTCIceServer as the browser takes it: STUN needs only urls, TURN also a username and credential.
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const videoRoomSchema = z
  .object({
    sessionId: z.number().int(),
    // The session's own page (booked or quick), where leaving goes back to.
    sessionPath: z.string(),
    role: z.enum(['student', 'mentor']),
    other: z.object({ userId: z.number().int(), name: z.string(), photoUrl: z.string().nullable() }),
    // The session's own rule (open from 10 minutes before the start to its end).
    open: z.boolean(),
    iceServers: z.array(iceServerSchema),
  })
  .meta({ id: 'VideoRoom' });

export type IceServer = z.infer<typeof iceServerSchema>;
export type VideoRoomDto = z.infer<typeof videoRoomSchema>;
