import { DurableObject } from 'cloudflare:workers';

// One per user: holds that user's open sockets (every tab and device) so messages and
// typing signals can be pushed to them. Hibernation API: sockets survive eviction and
// cost nothing while idle.
export class UserInbox extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify({ type: 'connection_confirmed' }));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // 1005/1006 are reserved: they may be received but never sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
  }
}
