import { z } from 'zod';
import { type IceServer, iceServerSchema } from '../../contract/video-rooms';

// Where the two browsers look for a way to each other (docs/rules.md "Video calls"): the
// ICE_SERVERS variable (a JSON list, empty on one machine, where host candidates suffice),
// and, when the TURN_KEY_ID / TURN_KEY_API_TOKEN secrets are set, short-lived credentials
// for Cloudflare's TURN service, asked for each time a room is entered.

export type IceConfig = Partial<Pick<Env, 'ICE_SERVERS' | 'TURN_KEY_ID' | 'TURN_KEY_API_TOKEN'>>;

const TURN_API = 'https://rtc.live.cloudflare.com/v1/turn/keys';
// Longer than the longest session with its early opening, so a call never outlives its relay.
const TURN_TTL_SECONDS = 3 * 3600;

const iceServerList = z.array(iceServerSchema);

function configuredServers(text: string | undefined): IceServer[] {
  if (!text?.trim()) return [];
  let value: unknown = null;
  try {
    value = JSON.parse(text);
  } catch {
    // Reported below with what the setting should look like.
  }
  const parsed = iceServerList.safeParse(value);
  // A broken setting must be loud, not a call that silently never connects.
  if (!parsed.success) throw new Error('ICE_SERVERS is not a JSON list of {urls, username?, credential?}');
  return parsed.data;
}

// Browsers refuse port 53, so those addresses would only slow the search down.
const withoutPort53 = (server: IceServer): IceServer => ({
  ...server,
  urls: (Array.isArray(server.urls) ? server.urls : [server.urls]).filter((url) => !/:53(\?|$)/.test(url)),
});

async function cloudflareTurn(keyId: string, token: string, fetcher: typeof fetch): Promise<IceServer[]> {
  const res = await fetcher(`${TURN_API}/${encodeURIComponent(keyId)}/credentials/generate-ice-servers`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ttl: TURN_TTL_SECONDS }),
  });
  if (!res.ok) throw new Error(`Cloudflare TURN answered ${res.status}`);
  const { iceServers } = z.object({ iceServers: iceServerList }).parse(await res.json());
  return iceServers.map(withoutPort53);
}

export async function iceServersFor(env: IceConfig, fetcher: typeof fetch = fetch): Promise<IceServer[]> {
  const configured = configuredServers(env.ICE_SERVERS);
  if (!env.TURN_KEY_ID || !env.TURN_KEY_API_TOKEN) return configured;
  try {
    return [...configured, ...(await cloudflareTurn(env.TURN_KEY_ID, env.TURN_KEY_API_TOKEN, fetcher))];
  } catch (error) {
    // Without the relay most calls still connect directly: enter the room, and say why in the log.
    console.error(JSON.stringify({ error: 'TURN credentials unavailable', detail: String(error) }));
    return configured;
  }
}
