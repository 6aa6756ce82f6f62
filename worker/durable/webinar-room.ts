import { DurableObject } from 'cloudflare:workers';
import {
  CHAT_KEPT,
  type ChatLine,
  type MediaTransport,
  type OnStage,
  type Publication,
  type RaisedHand,
  ROOM_ENDED_CLOSE_CODE,
  ROOM_FULL_CLOSE_CODE,
  ROOM_REPLACED_CLOSE_CODE,
  type RoomPoll,
  type RoomQuestion,
  type RoomRole,
  type RoomState,
  type WebinarClientMessage,
  type WebinarRoomEvent,
} from '../contract/webinar-room';
import type { IceServer } from '../contract/video-rooms';
import { readMessage } from './webinar-room-messages';

// `left` once the socket was replaced or closed: it may linger in the list while it closes.
// `visitId`: the attendance row of this visit in D1.
type Attachment = { userId: number; name: string; role: RoomRole; left: boolean; visitId: number | null };

// A signal (an SDP description) is a few KB; anything far larger is not a message.
const MAX_MESSAGE_CHARS = 64 * 1024;
// Per account: chat lines and questions in a window (docs/rules.md "Webinars").
const CHAT_LIMIT = { count: 5, windowMs: 10_000 };
const QUESTION_LIMIT = { count: 3, windowMs: 60_000 };

const HOST_ONLY = 'Only the host can do that';
const PRESENT_EVERY_MS = 1000;

// The room's own tables, in the Durable Object's SQLite storage: the chat, questions and their
// votes, polls and their votes (one per person: primary keys, so a vote counts once whatever
// arrives), raised hands, muted members, and the stage.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS chat (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL,
    text TEXT NOT NULL, at INTEGER NOT NULL, host INTEGER NOT NULL, hidden INTEGER NOT NULL DEFAULT 0);
  CREATE INDEX IF NOT EXISTS chat_user ON chat (user_id, at);
  CREATE TABLE IF NOT EXISTS questions (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL,
    text TEXT NOT NULL, at INTEGER NOT NULL, answered INTEGER NOT NULL DEFAULT 0, pinned INTEGER NOT NULL DEFAULT 0);
  CREATE INDEX IF NOT EXISTS questions_user ON questions (user_id, at);
  CREATE TABLE IF NOT EXISTS question_votes (question_id INTEGER NOT NULL, user_id INTEGER NOT NULL,
    PRIMARY KEY (question_id, user_id));
  CREATE TABLE IF NOT EXISTS polls (id INTEGER PRIMARY KEY, question TEXT NOT NULL, options TEXT NOT NULL,
    open INTEGER NOT NULL, opened_at INTEGER NOT NULL, closed_at INTEGER);
  CREATE TABLE IF NOT EXISTS poll_votes (poll_id INTEGER NOT NULL, user_id INTEGER NOT NULL, option INTEGER NOT NULL,
    PRIMARY KEY (poll_id, user_id));
  CREATE TABLE IF NOT EXISTS hands (user_id INTEGER PRIMARY KEY, name TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS muted (user_id INTEGER PRIMARY KEY);
  CREATE TABLE IF NOT EXISTS facts (key TEXT PRIMARY KEY, value INTEGER);
  CREATE TABLE IF NOT EXISTS stage (id INTEGER PRIMARY KEY CHECK (id = 1), user_id INTEGER NOT NULL, name TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS publications (user_id INTEGER PRIMARY KEY, session_id TEXT NOT NULL, track_names TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS sfu_sessions (session_id TEXT PRIMARY KEY, user_id INTEGER NOT NULL);
`;

type Row = Record<string, SqlStorageValue>;

// One per webinar: its live session's real-time state and its sockets. The Worker lets in only
// the webinar's registrants, its host and admins (routes/realtime.ts), naming each one's role;
// here each person has one socket, a newer replacing the older. Hibernation API: the sockets
// survive eviction, each remembering its person in its attachment, and every piece of state is
// in the room's SQLite storage, so a late joiner or a reconnecting page is told the room as it
// stands (the last 100 chat lines, the questions, the open poll). Attendance goes to D1.
export class WebinarRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private presentSoon: ReturnType<typeof setTimeout> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(SCHEMA);
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const userId = Number(request.headers.get('X-Room-User'));
    const role: RoomRole = request.headers.get('X-Room-Role') === 'host' ? 'host' : 'attendee';
    const name = request.headers.get('X-Room-Name') ?? '';
    const webinarId = Number(request.headers.get('X-Room-Webinar'));
    const iceServers = JSON.parse(request.headers.get('X-Room-Ice') ?? '[]') as IceServer[];
    const transport: MediaTransport = request.headers.get('X-Room-Transport') === 'sfu' ? 'sfu' : 'mesh';
    if (this.fact('ended') !== null) return new Response('This webinar has ended', { status: 409 });
    const limit = Number(request.headers.get('X-Room-Limit') ?? 0);
    const others = this.present().filter((s) => {
      const present = this.attachment(s);
      return present?.role === 'attendee' && present.userId !== userId;
    });
    if (role === 'attendee' && limit > 0 && others.length >= limit) {
      // Told in words over the socket it opened, which the page can read (a refused upgrade
      // says nothing a browser passes on), then closed for good.
      const { 0: socket, 1: server } = new WebSocketPair();
      server.accept();
      server.close(ROOM_FULL_CLOSE_CODE, 'This live session is full');
      return new Response(null, { status: 101, webSocket: socket });
    }
    for (const older of this.present().filter((socket) => this.attachment(socket)?.userId === userId)) {
      this.leave(older, false);
      older.close(ROOM_REPLACED_CLOSE_CODE, 'You joined this webinar somewhere else');
    }
    const { 0: socket, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const visitId = await this.visitStarted(webinarId, userId);
    server.serializeAttachment({ userId, name, role, left: false, visitId } satisfies Attachment);
    this.send([server], { type: 'state', state: { ...this.stateFor(userId, role), iceServers, transport } });
    this.send(this.others(userId), { type: 'peer-joined', userId });
    this.tellPresent();
    return new Response(null, { status: 101, webSocket: socket });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const sender = this.attachment(ws);
    if (!sender || sender.left || typeof data !== 'string' || data.length > MAX_MESSAGE_CHARS) return;
    const read = readMessage(data);
    if ('problem' in read) {
      this.send([ws], { type: 'refused', message: read.problem });
      return;
    }
    const refusal = this.apply(sender, read.message);
    if (refusal) this.send([ws], { type: 'refused', message: refusal });
  }

  // The webinar ended (the host pressed 'End webinar'): everyone's page is told, every visit
  // ends, and no one joins again.
  async end(): Promise<void> {
    this.sql.exec(`INSERT OR REPLACE INTO facts (key, value) VALUES ('ended', ?)`, Date.now());
    for (const socket of this.present()) {
      this.leave(socket, false);
      socket.close(ROOM_ENDED_CLOSE_CODE, 'This webinar has ended');
    }
  }

  // The questions (most votes first) and the polls with their results, for the host's and
  // admins' exports once the webinar is over.
  async report(): Promise<{ questions: RoomQuestion[]; polls: RoomPoll[] }> {
    return { questions: this.questions(), polls: this.polls() };
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.leave(ws, true);
    // 1005/1006 are reserved: they may be received but never sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.leave(ws, true);
  }

  // What a message does, or why it does nothing.
  private apply(sender: Attachment, message: WebinarClientMessage): string | null {
    const now = Date.now();
    const host = sender.role === 'host';
    switch (message.type) {
      case 'chat': {
        if (this.isMuted(sender.userId)) return 'The host has muted your chat';
        if (this.countSince('chat', sender.userId, now - CHAT_LIMIT.windowMs) >= CHAT_LIMIT.count) {
          return 'You are sending messages too fast: wait a few seconds';
        }
        const [row] = this.sql
          .exec(
            'INSERT INTO chat (user_id, name, text, at, host) VALUES (?, ?, ?, ?, ?) RETURNING id',
            sender.userId,
            sender.name,
            message.text,
            now,
            host ? 1 : 0,
          )
          .toArray();
        this.sql.exec('DELETE FROM chat WHERE id <= ?', Number(row?.id) - 1000);
        const line: ChatLine = {
          id: Number(row?.id),
          userId: sender.userId,
          name: sender.name,
          text: message.text,
          at: now,
          host,
        };
        this.broadcast({ type: 'chat', line });
        return null;
      }
      case 'ask': {
        if (this.countSince('questions', sender.userId, now - QUESTION_LIMIT.windowMs) >= QUESTION_LIMIT.count) {
          return 'You have asked 3 questions in the last minute: wait a little';
        }
        const [row] = this.sql
          .exec(
            'INSERT INTO questions (user_id, name, text, at) VALUES (?, ?, ?, ?) RETURNING id',
            sender.userId,
            sender.name,
            message.text,
            now,
          )
          .toArray();
        this.tellQuestion(Number(row?.id));
        return null;
      }
      case 'upvote': {
        const { rowsWritten } = this.sql.exec(
          `INSERT OR IGNORE INTO question_votes (question_id, user_id)
           SELECT id, ? FROM questions WHERE id = ? AND user_id != ? AND answered = 0`,
          sender.userId,
          message.questionId,
          sender.userId,
        );
        if (rowsWritten > 0) this.tellQuestion(message.questionId);
        return null;
      }
      case 'poll-vote': {
        const { rowsWritten } = this.sql.exec(
          `INSERT OR IGNORE INTO poll_votes (poll_id, user_id, option)
           SELECT id, ?, ? FROM polls WHERE id = ? AND open = 1 AND ? < json_array_length(options)`,
          sender.userId,
          message.option,
          message.pollId,
          message.option,
        );
        if (rowsWritten > 0) this.tellPoll(message.pollId);
        return null;
      }
      case 'signal': {
        // Between a publisher and one other person: one of the two ends is the sender.
        if (message.publisher !== sender.userId && message.publisher !== message.to) return null;
        const to = this.present().filter((socket) => this.attachment(socket)?.userId === message.to);
        this.send(to, { type: 'signal', from: sender.userId, publisher: message.publisher, data: message.data });
        return null;
      }
      case 'hand': {
        if (message.raised) {
          this.sql.exec('INSERT OR IGNORE INTO hands (user_id, name, at) VALUES (?, ?, ?)', sender.userId, sender.name, now);
        } else this.sql.exec('DELETE FROM hands WHERE user_id = ?', sender.userId);
        this.broadcast({ type: 'hands', hands: this.hands() });
        return null;
      }
      default:
        return host ? this.moderate(message, now) : HOST_ONLY;
    }
  }

  // The host's part: questions answered and pinned, polls, the stage, hiding and muting.
  private moderate(message: WebinarClientMessage, now: number): string | null {
    switch (message.type) {
      case 'answer':
        this.sql.exec('UPDATE questions SET answered = 1, pinned = 0 WHERE id = ?', message.questionId);
        this.tellQuestion(message.questionId);
        return null;
      case 'pin': {
        const before = this.sql.exec('SELECT id FROM questions WHERE pinned = 1').toArray();
        this.sql.exec('UPDATE questions SET pinned = (id IS ?)', message.questionId);
        for (const id of new Set([...before.map((row) => Number(row.id)), message.questionId ?? 0])) this.tellQuestion(id);
        return null;
      }
      case 'poll-open': {
        const open = this.sql.exec('SELECT id FROM polls WHERE open = 1').toArray();
        this.sql.exec('UPDATE polls SET open = 0, closed_at = ? WHERE open = 1', now);
        for (const row of open) this.tellPoll(Number(row.id));
        const [row] = this.sql
          .exec(
            'INSERT INTO polls (question, options, open, opened_at) VALUES (?, ?, 1, ?) RETURNING id',
            message.question,
            JSON.stringify(message.options),
            now,
          )
          .toArray();
        this.tellPoll(Number(row?.id));
        return null;
      }
      case 'poll-close':
        this.sql.exec('UPDATE polls SET open = 0, closed_at = ? WHERE id = ? AND open = 1', now, message.pollId);
        this.tellPoll(message.pollId);
        return null;
      case 'stage': {
        const before = this.stage();
        this.sql.exec('DELETE FROM stage');
        if (before && before.userId !== message.userId) this.unpublish(before.userId);
        if (message.userId !== null) {
          const person = this.present()
            .map((socket) => this.attachment(socket))
            .find((a) => a?.userId === message.userId);
          if (!person) return 'That attendee is no longer here';
          this.sql.exec('INSERT INTO stage (id, user_id, name) VALUES (1, ?, ?)', person.userId, person.name);
          this.sql.exec('DELETE FROM hands WHERE user_id = ?', person.userId);
        }
        this.broadcast({ type: 'stage', stage: this.stage() });
        this.broadcast({ type: 'hands', hands: this.hands() });
        return null;
      }
      case 'hide':
        this.sql.exec('UPDATE chat SET hidden = 1 WHERE id = ?', message.chatId);
        this.broadcast({ type: 'chat-hidden', id: message.chatId });
        return null;
      case 'mute':
        if (message.muted) this.sql.exec('INSERT OR IGNORE INTO muted (user_id) VALUES (?)', message.userId);
        else this.sql.exec('DELETE FROM muted WHERE user_id = ?', message.userId);
        this.broadcast({ type: 'muted', userId: message.userId, muted: message.muted });
        return null;
      default:
        return null;
    }
  }

  // Through the SFU: a publisher's page published its tracks (the host, or the attendee on
  // stage; anyone else is refused), and everyone else is told to pull them.
  async publish(publication: Publication, role: RoomRole): Promise<boolean> {
    if (role !== 'host' && this.stage()?.userId !== publication.userId) return false;
    this.sql.exec(
      'INSERT OR REPLACE INTO publications (user_id, session_id, track_names) VALUES (?, ?, ?)',
      publication.userId,
      publication.sessionId,
      JSON.stringify(publication.trackNames),
    );
    this.claimSession(publication.sessionId, publication.userId);
    this.broadcast({ type: 'published', publication });
    return true;
  }

  async publicationOf(userId: number): Promise<Publication | null> {
    return this.publications().find((p) => p.userId === userId) ?? null;
  }

  // A receiver's SFU session is its own: only its person may answer for it.
  claimSession(sessionId: string, userId: number): void {
    this.sql.exec('INSERT OR IGNORE INTO sfu_sessions (session_id, user_id) VALUES (?, ?)', sessionId, userId);
  }

  async sessionOwner(sessionId: string): Promise<number | null> {
    const [row] = this.sql.exec('SELECT user_id FROM sfu_sessions WHERE session_id = ?', sessionId).toArray();
    return row ? Number(row.user_id) : null;
  }

  private publications(): Publication[] {
    return this.sql
      .exec('SELECT user_id, session_id, track_names FROM publications ORDER BY user_id')
      .toArray()
      .map((row) => ({
        userId: Number(row.user_id),
        sessionId: String(row.session_id),
        trackNames: JSON.parse(String(row.track_names)) as string[],
      }));
  }

  private unpublish(userId: number) {
    if (this.sql.exec('DELETE FROM publications WHERE user_id = ?', userId).rowsWritten > 0) {
      this.broadcast({ type: 'unpublished', userId });
    }
  }

  private stateFor(userId: number, role: RoomRole): Omit<RoomState, 'iceServers' | 'transport'> {
    const chat = this.sql
      .exec('SELECT * FROM (SELECT * FROM chat WHERE hidden = 0 ORDER BY id DESC LIMIT ?) ORDER BY id', CHAT_KEPT)
      .toArray()
      .map(toLine);
    const [poll] = this.polls(1);
    const choice = poll
      ? this.sql.exec('SELECT option FROM poll_votes WHERE poll_id = ? AND user_id = ?', poll.id, userId).toArray()[0]
      : undefined;
    return {
      you: { userId, role, muted: this.isMuted(userId) },
      chat,
      questions: this.questions(),
      poll: poll ?? null,
      votedQuestions: this.sql
        .exec('SELECT question_id FROM question_votes WHERE user_id = ?', userId)
        .toArray()
        .map((row) => Number(row.question_id)),
      pollChoice: choice ? Number(choice.option) : null,
      hands: this.hands(),
      stage: this.stage(),
      muted: this.sql
        .exec('SELECT user_id FROM muted')
        .toArray()
        .map((row) => Number(row.user_id)),
      present: this.present().length,
      peers: [...new Set(this.others(userId).map((socket) => this.attachment(socket)?.userId ?? 0))],
      publications: this.publications(),
    };
  }

  private questions(): RoomQuestion[] {
    return this.sql
      .exec(
        `SELECT q.*, (SELECT count(*) FROM question_votes v WHERE v.question_id = q.id) AS votes
         FROM questions q ORDER BY q.pinned DESC, q.answered, votes DESC, q.id`,
      )
      .toArray()
      .map(toQuestion);
  }

  // The latest polls first.
  private polls(limit = 1000): RoomPoll[] {
    return this.sql
      .exec('SELECT * FROM polls ORDER BY id DESC LIMIT ?', limit)
      .toArray()
      .map((row) => this.pollOf(row));
  }

  private pollOf(row: Row): RoomPoll {
    const options = JSON.parse(String(row.options)) as string[];
    const counts = options.map(() => 0);
    for (const vote of this.sql
      .exec('SELECT option, count(*) AS n FROM poll_votes WHERE poll_id = ? GROUP BY option', row.id)
      .toArray()) {
      counts[Number(vote.option)] = Number(vote.n);
    }
    return { id: Number(row.id), question: String(row.question), options, counts, open: row.open === 1 };
  }

  private hands(): RaisedHand[] {
    return this.sql
      .exec('SELECT * FROM hands ORDER BY at')
      .toArray()
      .map((row) => ({ userId: Number(row.user_id), name: String(row.name), at: Number(row.at) }));
  }

  private stage(): OnStage | null {
    const [row] = this.sql.exec('SELECT user_id, name FROM stage').toArray();
    return row ? { userId: Number(row.user_id), name: String(row.name) } : null;
  }

  private tellQuestion(id: number) {
    const [row] = this.sql
      .exec(
        'SELECT q.*, (SELECT count(*) FROM question_votes v WHERE v.question_id = q.id) AS votes FROM questions q WHERE q.id = ?',
        id,
      )
      .toArray();
    if (row) this.broadcast({ type: 'question', question: toQuestion(row) });
  }

  private tellPoll(id: number) {
    const [row] = this.sql.exec('SELECT * FROM polls WHERE id = ?', id).toArray();
    if (row) this.broadcast({ type: 'poll', poll: this.pollOf(row) });
  }

  private isMuted(userId: number): boolean {
    return this.sql.exec('SELECT 1 FROM muted WHERE user_id = ?', userId).toArray().length > 0;
  }

  private countSince(table: 'chat' | 'questions', userId: number, since: number): number {
    return Number(this.sql.exec(`SELECT count(*) AS n FROM ${table} WHERE user_id = ? AND at > ?`, userId, since).one().n);
  }

  private fact(key: string): number | null {
    const [row] = this.sql.exec('SELECT value FROM facts WHERE key = ?', key).toArray();
    return row?.value === null || row?.value === undefined ? null : Number(row.value);
  }

  // A visit's attendance row; the room goes on without it if D1 cannot be reached.
  private async visitStarted(webinarId: number, userId: number): Promise<number | null> {
    try {
      const row = await this.env.DB.prepare(
        'INSERT INTO webinar_attendance (webinar_id, user_id, joined_at) VALUES (?, ?, ?) RETURNING id',
      )
        .bind(webinarId, userId, Date.now())
        .first<{ id: number }>();
      return row?.id ?? null;
    } catch (error) {
      console.error(JSON.stringify({ event: 'webinar_attendance_failed', error: String(error) }));
      return null;
    }
  }

  // A socket gone: its visit ends; a hand it raised goes down; the others hear how many remain.
  private leave(ws: WebSocket, tell: boolean) {
    const gone = this.attachment(ws);
    if (!gone || gone.left) return;
    ws.serializeAttachment({ ...gone, left: true } satisfies Attachment);
    if (gone.visitId !== null) {
      this.ctx.waitUntil(
        this.env.DB.prepare('UPDATE webinar_attendance SET left_at = ? WHERE id = ? AND left_at IS NULL')
          .bind(Date.now(), gone.visitId)
          .run()
          .catch((error: unknown) => console.error(JSON.stringify({ event: 'webinar_attendance_failed', error: String(error) }))),
      );
    }
    if (!tell) return;
    this.unpublish(gone.userId);
    this.broadcast({ type: 'peer-left', userId: gone.userId });
    if (this.sql.exec('DELETE FROM hands WHERE user_id = ?', gone.userId).rowsWritten > 0) {
      this.broadcast({ type: 'hands', hands: this.hands() });
    }
    this.tellPresent();
  }

  // How many are here, told at most once a second: everyone arriving at the start time would
  // otherwise send each socket one count per arrival, n² frames for n people.
  private tellPresent() {
    if (this.presentSoon) return;
    this.presentSoon = setTimeout(() => {
      this.presentSoon = null;
      this.broadcast({ type: 'present', count: this.present().length });
    }, PRESENT_EVERY_MS);
  }

  private attachment(ws: WebSocket): Attachment | null {
    return ws.deserializeAttachment() as Attachment | null;
  }

  private present(): WebSocket[] {
    return this.ctx.getWebSockets().filter((socket) => {
      const attachment = this.attachment(socket);
      return attachment !== null && !attachment.left;
    });
  }

  private others(userId: number): WebSocket[] {
    return this.present().filter((socket) => this.attachment(socket)?.userId !== userId);
  }

  // To every socket: one that has left is closing, and a send to it goes nowhere. Reading each
  // socket's attachment to pick those out would cost more than the sends in a full room.
  private broadcast(event: WebinarRoomEvent) {
    this.send(this.ctx.getWebSockets(), event);
  }

  private send(sockets: WebSocket[], event: WebinarRoomEvent) {
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

const toLine = (row: Row): ChatLine => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  name: String(row.name),
  text: String(row.text),
  at: Number(row.at),
  host: row.host === 1,
});

const toQuestion = (row: Row): RoomQuestion => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  name: String(row.name),
  text: String(row.text),
  at: Number(row.at),
  votes: Number(row.votes),
  answered: row.answered === 1,
  pinned: row.pinned === 1,
});
