import { DurableObject } from 'cloudflare:workers';
import { ENDED_CLOSE_CODE, REPLACED_CLOSE_CODE, type SignalData, type VideoRoomEvent } from '../contract/video-signals';
import { createDb } from '../db';
import { ApiError } from '../errors';
import { roomSession } from '../services/video/rooms';

// `left` once the socket was replaced or closed: it may linger in the list while it closes.
type Attachment = { userId: number; client: string; left: boolean };

// A signal (an SDP description with its candidates) is a few KB; anything far larger is not one.
const MAX_MESSAGE_CHARS = 64 * 1024;
// Closing the page or pressing Leave; any other close is a connection lost.
const LEAVING_CODES = [1000, 1001];
// How often a room with people in it asks whether its session may still be joined: a
// cancellation tells the room at once (services/video/rooms.ts), a refund or a no-show marked
// elsewhere is found within this. The session's end is an alarm of its own.
const RECHECK_MS = 60_000;

// One per session's room key: the signalling between its two people. The Worker lets in
// only those two (routes/realtime.ts); here each person has at most one socket, a newer one
// replacing the older (a reload, a second tab), so the room never holds more than two.
// Hibernation API: the sockets survive eviction, each remembering its person in its attachment.
// Once its session leaves the joinable state, every socket is closed (ENDED_CLOSE_CODE).
export class VideoRoom extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const userId = Number(request.headers.get('X-Room-User'));
    const client = request.headers.get('X-Room-Client') ?? '';
    await this.ctx.storage.put('roomKey', request.headers.get('X-Room-Key') ?? '');
    await this.checkBy(Number(request.headers.get('X-Room-Ends-At')));
    for (const older of this.present(userId)) {
      older.serializeAttachment({ userId, client: this.attachment(older)?.client ?? '', left: true } satisfies Attachment);
      older.close(REPLACED_CLOSE_CODE, 'You joined this call somewhere else');
    }
    const { 0: socket, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId, client, left: false } satisfies Attachment);
    const others = this.present(userId, false);
    this.send([server], { type: 'welcome', peer: others[0] ? (this.attachment(others[0])?.client ?? null) : null });
    this.send(others, { type: 'peer-joined', peer: client });
    return new Response(null, { status: 101, webSocket: socket });
  }

  // The other person's signal is passed on unread: only the two browsers understand it.
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const sender = this.attachment(ws);
    if (!sender || sender.left || typeof data !== 'string' || data.length > MAX_MESSAGE_CHARS) return;
    let parsed: { type?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (parsed.type !== 'signal' || typeof parsed.data !== 'object' || parsed.data === null) return;
    this.send(this.present(sender.userId, false), { type: 'signal', data: parsed.data as SignalData });
  }

  override async alarm(): Promise<void> {
    await this.recheck();
  }

  // Whether the session may still be joined, asked of D1: if not, everyone leaves the call.
  async recheck(): Promise<void> {
    const person = this.ctx
      .getWebSockets()
      .map((socket) => this.attachment(socket))
      .find((a) => a && !a.left);
    if (!person) return;
    const roomKey = (await this.ctx.storage.get<string>('roomKey')) ?? '';
    let dto: Awaited<ReturnType<typeof roomSession>>['dto'] | null;
    try {
      dto = (await roomSession(createDb(this.env.DB), roomKey, person.userId)).dto;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // D1 unreachable: the call goes on, and the room looks again at its next turn.
        console.error(JSON.stringify({ event: 'video_room_recheck_failed', error: String(error) }));
        await this.checkBy(Number.POSITIVE_INFINITY);
        return;
      }
      dto = null;
    }
    if (dto?.canJoin) {
      await this.checkBy(Date.parse(dto.endsAt));
      return;
    }
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = this.attachment(socket);
      if (attachment) socket.serializeAttachment({ ...attachment, left: true } satisfies Attachment);
      socket.close(ENDED_CLOSE_CODE, 'This video call has ended');
    }
    await this.ctx.storage.deleteAlarm();
  }

  // The next look: in a minute, or at the session's end if sooner.
  private async checkBy(endsAt: number) {
    const at = Math.min(Date.now() + RECHECK_MS, Number.isFinite(endsAt) && endsAt > 0 ? endsAt : Number.POSITIVE_INFINITY);
    await this.ctx.storage.setAlarm(at);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.leave(ws, LEAVING_CODES.includes(code) ? 'left' : 'lost');
    // 1005/1006 are reserved: they may be received but never sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.leave(ws, 'lost');
  }

  // A replaced socket's person is still here, on their newer socket: nobody is told.
  private leave(ws: WebSocket, reason: 'left' | 'lost') {
    const gone = this.attachment(ws);
    if (!gone || gone.left) return;
    ws.serializeAttachment({ ...gone, left: true } satisfies Attachment);
    this.send(this.present(gone.userId, false), { type: 'peer-left', reason });
  }

  private attachment(ws: WebSocket): Attachment | null {
    return ws.deserializeAttachment() as Attachment | null;
  }

  // The sockets still in the room of this person (`mine`) or of the other one.
  private present(userId: number, mine = true): WebSocket[] {
    return this.ctx.getWebSockets().filter((socket) => {
      const attachment = this.attachment(socket);
      return attachment !== null && !attachment.left && (attachment.userId === userId) === mine;
    });
  }

  private send(sockets: WebSocket[], event: VideoRoomEvent) {
    const text = JSON.stringify(event);
    for (const socket of sockets) {
      try {
        socket.send(text);
      } catch {
        // A socket closing as we send: its close handler tidies up.
      }
    }
  }
}
