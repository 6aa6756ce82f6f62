import { ApiError } from '../../errors';

// Cloudflare's Realtime SFU (docs/rules.md "Webinars"), when REALTIME_APP_ID and its secret
// REALTIME_APP_SECRET are set: each publisher (the host, the attendee on stage) sends its
// tracks once, and every attendee pulls them, instead of the publisher sending to each. Only
// the Worker holds the secret; pages reach the service through /api/webinars/{id}/sfu.

const API = 'https://rtc.live.cloudflare.com/v1/apps';
export const SFU_UNAVAILABLE = 'The video service did not answer: try again';

export type Sdp = { type: 'offer' | 'answer'; sdp: string };
type Answer = {
  sessionId?: string;
  sessionDescription?: Sdp;
  requiresImmediateRenegotiation?: boolean;
  tracks?: { trackName?: string; mid?: string; errorCode?: string; errorDescription?: string }[];
  errorCode?: string;
  errorDescription?: string;
};

export class RealtimeSfu {
  private readonly appId: string;
  private readonly secret: string;
  private readonly fetcher: typeof fetch;

  constructor(appId: string, secret: string, fetcher: typeof fetch = fetch) {
    this.appId = appId;
    this.secret = secret;
    this.fetcher = fetcher;
  }

  // One call; an error status, or an error in the answer (the whole call's or a track's),
  // is the service failing us: logged, and told as 503 without its details.
  private async call(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer> {
    const res = await this.fetcher(`${API}/${this.appId}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.secret}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json().catch(() => ({}))) as Answer;
    const trackError = answer.tracks?.find((t) => t.errorCode);
    if (!res.ok || answer.errorCode || trackError) {
      const error = answer.errorCode ?? trackError?.errorCode ?? String(res.status);
      console.error(JSON.stringify({ event: 'sfu_failed', method, path, status: res.status, error }));
      throw new ApiError('UNAVAILABLE', SFU_UNAVAILABLE);
    }
    return answer;
  }

  async newSession(): Promise<string> {
    const { sessionId } = await this.call('POST', '/sessions/new');
    if (!sessionId) throw new ApiError('UNAVAILABLE', SFU_UNAVAILABLE);
    return sessionId;
  }

  // A publisher's tracks, offered from its page: the service's answer for that page.
  async publish(sessionId: string, offer: Sdp, tracks: { mid: string; trackName: string }[]): Promise<Sdp> {
    const answer = await this.call('POST', `/sessions/${sessionId}/tracks/new`, {
      sessionDescription: offer,
      tracks: tracks.map((t) => ({ location: 'local', mid: t.mid, trackName: t.trackName })),
    });
    if (answer.sessionDescription?.type !== 'answer') throw new ApiError('UNAVAILABLE', SFU_UNAVAILABLE);
    return answer.sessionDescription;
  }

  // A receiver's session pulls a publisher's tracks: the service offers them, and the page's
  // answer comes back through `renegotiate`.
  async pull(sessionId: string, from: { sessionId: string; trackNames: string[] }): Promise<Sdp> {
    const answer = await this.call('POST', `/sessions/${sessionId}/tracks/new`, {
      tracks: from.trackNames.map((trackName) => ({ location: 'remote', sessionId: from.sessionId, trackName })),
    });
    if (!answer.requiresImmediateRenegotiation || answer.sessionDescription?.type !== 'offer') {
      throw new ApiError('UNAVAILABLE', SFU_UNAVAILABLE);
    }
    return answer.sessionDescription;
  }

  async renegotiate(sessionId: string, answer: Sdp): Promise<void> {
    await this.call('PUT', `/sessions/${sessionId}/renegotiate`, { sessionDescription: answer });
  }
}

export function sfuOf(env: Pick<Env, 'REALTIME_APP_ID' | 'REALTIME_APP_SECRET'>, fetcher?: typeof fetch): RealtimeSfu | null {
  return env.REALTIME_APP_ID && env.REALTIME_APP_SECRET
    ? new RealtimeSfu(env.REALTIME_APP_ID, env.REALTIME_APP_SECRET, fetcher)
    : null;
}
