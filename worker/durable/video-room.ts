import { DurableObject } from 'cloudflare:workers';
import { REPLACED_CLOSE_CODE, type SignalData, type VideoRoomEvent } from '../contract/video-rooms';

// `left` once the socket was replaced or closed: it may linger in the list while it closes.
type Attachment = { userId: number; left: boolean };

// A signal (an SDP description with its candidates) is a few KB; anything far larger is not one.
const MAX_MESSAGE_CHARS = 64 * 1024;

// One per session's room key: the signalling between its two people. The Worker lets in
// only those two (routes/realtime.ts); here each person has at most one socket, a newer one
// replacing the older (a reload, a second tab), so the room never holds more than two.
// Hibernation API: the sockets survive eviction, each remembering its user in its attachment.
export class VideoRoom extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const userId = Number(request.headers.get('X-Room-User'));
    for (const older of this.live(userId)) {
      older.serializeAttachment({ userId, left: true } satisfies Attachment);
      older.close(REPLACED_CLOSE_CODE, 'You joined this call somewhere else');
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [String(userId)]);
    server.serializeAttachment({ userId, left: false } satisfies Attachment);
    const others = this.others(userId);
    this.send([server], { type: 'welcome', peerPresent: others.length > 0 });
    // Told even when they were already talking (a reload): both start a fresh connection.
    this.send(others, { type: 'peer-joined' });
    return new Response(null, { status: 101, webSocket: client });
  }

  // The other person's signal is passed on unread: only the two browsers understand it.
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const sender = ws.deserializeAttachment() as Attachment | null;
    if (!sender || sender.left || typeof data !== 'string' || data.length > MAX_MESSAGE_CHARS) return;
    let parsed: { type?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (parsed.type !== 'signal' || typeof parsed.data !== 'object' || parsed.data === null) return;
    this.send(this.others(sender.userId), { type: 'signal', data: parsed.data as SignalData });
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.leave(ws);
    // 1005/1006 are reserved: they may be received but never sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.leave(ws);
  }

  // A replaced socket's person is still here, on their newer socket: nobody is told.
  private leave(ws: WebSocket) {
    const gone = ws.deserializeAttachment() as Attachment | null;
    if (!gone || gone.left) return;
    ws.serializeAttachment({ ...gone, left: true } satisfies Attachment);
    this.send(this.others(gone.userId), { type: 'peer-left' });
  }

  private live(userId: number): WebSocket[] {
    return this.ctx.getWebSockets(String(userId)).filter((socket) => {
      const attachment = socket.deserializeAttachment() as Attachment | null;
      return attachment !== null && !attachment.left;
    });
  }

  private others(userId: number): WebSocket[] {
    return this.ctx.getWebSockets().filter((socket) => {
      const attachment = socket.deserializeAttachment() as Attachment | null;
      return attachment !== null && !attachment.left && attachment.userId !== userId;
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
