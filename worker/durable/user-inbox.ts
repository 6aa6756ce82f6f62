import { DurableObject } from 'cloudflare:workers';
import type { InboxEvent } from '../contract/messages';
import { SIGNED_OUT_CLOSE_CODE } from '../domain/inbox-socket';
import { createDb } from '../db';
import { mayTypeTo } from '../services/messages/may-message';
import { markAbsent, markPresent } from '../services/notifications/presence';

// `sessionHash` is the hash of the session the socket was opened with, so signing that
// session out can close it. `typingTo` is whom the socket last said it was typing to, and has
// not yet said it stopped. `connectedAt` is when it opened.
type Attachment = {
  userId: number;
  sessionHash: string;
  lastTypingAt: number;
  typingTo: number | null;
  connectedAt: number;
};

// A socket may say it is typing this often; more is dropped.
const TYPING_INTERVAL_MS = 1000;

// One per user: holds that user's open sockets (every tab and device) so messages and
// typing signals can be pushed to them. Hibernation API: sockets survive eviction and
// cost nothing while idle; each remembers its user in its attachment. The user is listed in
// `inbox_presence` while any socket is open: each opening writes its time, and the last to
// close takes the row away unless a later opening wrote it since.
export class UserInbox extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const userId = Number(request.headers.get('X-Inbox-User'));
    const sessionHash = request.headers.get('X-Inbox-Session') ?? '';
    const connectedAt = Date.now();
    await markPresent(createDb(this.env.DB), userId, new Date(connectedAt));
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId, sessionHash, lastTypingAt: 0, typingTo: null, connectedAt } satisfies Attachment);
    server.send(JSON.stringify({ type: 'connection_confirmed' }));
    return new Response(null, { status: 101, webSocket: client });
  }

  // Called by the Worker (a message stored) and by other inboxes (someone typing).
  async deliver(event: InboxEvent): Promise<void> {
    const text = JSON.stringify(event);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        // A socket closing as we send: its close handler tidies up.
      }
    }
  }

  // A session ended (sign-out), or every one of the user's (`null`: a password reset): the
  // sockets it opened must stop hearing messages at once, and the page must not reconnect.
  async signOut(sessionHash: string | null): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = socket.deserializeAttachment() as Attachment | null;
      if (sessionHash !== null && attachment?.sessionHash !== sessionHash) continue;
      try {
        socket.close(SIGNED_OUT_CLOSE_CODE, 'Signed out');
      } catch {
        // Already closing.
      }
    }
  }

  // Whether any tab of the user is connected (the unread-message mail waits while one is).
  async isOnline(): Promise<boolean> {
    return this.ctx.getWebSockets().length > 0;
  }

  // The client says it is typing to someone: their inbox is told when the user may message
  // them (services/messages/may-message.ts).
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const attachment = ws.deserializeAttachment() as Attachment | null;
    if (!attachment || typeof data !== 'string') return;
    let parsed: { type?: unknown; recipientId?: unknown; isTyping?: unknown };
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const recipientId = Number(parsed.recipientId);
    if (parsed.type !== 'typing' || !Number.isSafeInteger(recipientId) || recipientId <= 0) return;
    const now = Date.now();
    const isTyping = parsed.isTyping === true;
    // Each frame passed on costs a query and a call to another inbox, so a socket gets few:
    // a start at most once a second, and a stop only to whom it last started to, once. A
    // flood of either is dropped here. Written before the awaits, which other frames may
    // overtake.
    if (isTyping) {
      if (now - attachment.lastTypingAt < TYPING_INTERVAL_MS) return;
      ws.serializeAttachment({ ...attachment, lastTypingAt: now, typingTo: recipientId } satisfies Attachment);
    } else {
      if (attachment.typingTo !== recipientId) return;
      ws.serializeAttachment({ ...attachment, typingTo: null } satisfies Attachment);
    }
    if (!(await mayTypeTo(createDb(this.env.DB), attachment.userId, recipientId))) return;
    const inbox = this.env.USER_INBOX.get(this.env.USER_INBOX.idFromName(String(recipientId)));
    await inbox.deliver({ type: 'typing', senderId: attachment.userId, isTyping });
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // 1005/1006 are reserved: they may be received but never sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
    await this.leave(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.leave(ws);
  }

  // The last open socket gone: the user is no longer present.
  private async leave(ws: WebSocket): Promise<void> {
    const attachment = ws.deserializeAttachment() as Attachment | null;
    const open = this.ctx.getWebSockets().filter((socket) => socket !== ws && socket.readyState === WebSocket.OPEN);
    if (!attachment || open.length > 0) return;
    await markAbsent(createDb(this.env.DB), attachment.userId, new Date(attachment.connectedAt));
  }
}
