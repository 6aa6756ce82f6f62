import type { SignalData } from './video-signals';
import type { IceServer } from './video-rooms';

// What travels over /ws/webinar/{id} (docs/rules.md "Webinars", the live session). Zod-free, so
// the live page's island carries no schema library; the room checks every message itself
// (durable/webinar-room.ts). Media go peer to peer: each connection carries one publisher's
// camera (the host's, or the attendee on stage) to one other person, and the room passes its
// signals (SDP descriptions, ICE candidates) on unread, naming the publisher so both ends
// know which connection a signal is for.

export type RoomRole = 'host' | 'attendee';

export type ChatLine = { id: number; userId: number; name: string; text: string; at: number; host: boolean };

export type RoomQuestion = {
  id: number;
  userId: number;
  name: string;
  text: string;
  at: number;
  votes: number;
  answered: boolean;
  pinned: boolean;
};

// `counts[i]` people chose `options[i]`.
export type RoomPoll = { id: number; question: string; options: string[]; counts: number[]; open: boolean };

export type RaisedHand = { userId: number; name: string; at: number };

export type OnStage = { userId: number; name: string };

// How the pictures travel: peer to peer from each publisher to each attendee, or through the
// Realtime SFU (services/webinars/sfu.ts), where a publisher's tracks, once published, are
// pulled by everyone else.
export type MediaTransport = 'mesh' | 'sfu';
export type Publication = { userId: number; sessionId: string; trackNames: string[] };

// What a late joiner (or a reconnecting page) is told first: the room as it stands.
export type RoomState = {
  you: { userId: number; role: RoomRole; muted: boolean };
  chat: ChatLine[];
  questions: RoomQuestion[];
  // The open poll, else the last one closed (its results stay up).
  poll: RoomPoll | null;
  // What this person has done, so their buttons show it.
  votedQuestions: number[];
  pollChoice: number | null;
  hands: RaisedHand[];
  // The attendee the host brought on stage.
  stage: OnStage | null;
  // Members whose chat the host muted.
  muted: number[];
  present: number;
  // Everyone else here now, by id: whom a publisher sends to.
  peers: number[];
  iceServers: IceServer[];
  transport: MediaTransport;
  // Through the SFU: what each publisher has published, for the others to pull.
  publications: Publication[];
};

export type WebinarClientMessage =
  | { type: 'chat'; text: string }
  | { type: 'ask'; text: string }
  | { type: 'upvote'; questionId: number }
  | { type: 'poll-vote'; pollId: number; option: number }
  | { type: 'hand'; raised: boolean }
  // The host's (and admins') moderation.
  | { type: 'answer'; questionId: number }
  | { type: 'pin'; questionId: number | null }
  | { type: 'poll-open'; question: string; options: string[] }
  | { type: 'poll-close'; pollId: number }
  | { type: 'stage'; userId: number | null }
  | { type: 'hide'; chatId: number }
  | { type: 'mute'; userId: number; muted: boolean }
  | { type: 'signal'; to: number; publisher: number; data: SignalData };

export type WebinarRoomEvent =
  | { type: 'state'; state: RoomState }
  | { type: 'chat'; line: ChatLine }
  | { type: 'chat-hidden'; id: number }
  | { type: 'question'; question: RoomQuestion }
  | { type: 'poll'; poll: RoomPoll }
  | { type: 'hands'; hands: RaisedHand[] }
  | { type: 'stage'; stage: OnStage | null }
  | { type: 'muted'; userId: number; muted: boolean }
  | { type: 'present'; count: number }
  | { type: 'peer-joined'; userId: number }
  | { type: 'peer-left'; userId: number }
  | { type: 'published'; publication: Publication }
  | { type: 'unpublished'; userId: number }
  | { type: 'signal'; from: number; publisher: number; data: SignalData }
  // This person's message was not taken, and why (a limit, a mute, a host-only action).
  | { type: 'refused'; message: string };

// The room keeps this many chat lines for late joiners.
export const CHAT_KEPT = 100;
export const CHAT_MAX_CHARS = 500;
export const QUESTION_MAX_CHARS = 300;
export const POLL_QUESTION_MAX_CHARS = 200;
export const POLL_OPTION_MAX_CHARS = 80;
export const POLL_OPTIONS = { min: 2, max: 6 } as const;

// The close code of a page whose person joined the room somewhere else (a reload, a second tab).
export const ROOM_REPLACED_CLOSE_CODE = 4001;
// The close code of every socket once the webinar ends: the page says so and stops.
export const ROOM_ENDED_CLOSE_CODE = 4002;
// The close code of an attendee turned away: the room already sends the host's video to as
// many attendees as a host's page can serve peer to peer (the mesh limit).
export const ROOM_FULL_CLOSE_CODE = 4003;
