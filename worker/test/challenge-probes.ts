import { expect } from 'vitest';
import { JPEG } from './images';
import { ORIGIN, request, send } from './helpers';

// Requests about one challenge, each naming the challenge's id or its entry's id, to show
// who is told the challenge exists (services/challenges/access.ts).
export type ProbeTarget = { challenge: { id: number; creatorId: number | null }; entry: { id: number } };

type Probe = {
  name: string;
  // For signed-in people only: a visitor is asked to sign in before anything is looked up.
  member?: boolean;
  // Only community challenges have these addresses.
  community?: boolean;
  call: (p: ProbeTarget, cookie?: string) => Promise<Response>;
};

const get = (path: (p: ProbeTarget) => string) => (p: ProbeTarget, cookie?: string) =>
  request(path(p), { cookie, redirect: 'manual' });
const post = (path: (p: ProbeTarget) => string, body: unknown) => (p: ProbeTarget, cookie?: string) =>
  send('POST', path(p), body, cookie);

function upload(p: ProbeTarget, cookie?: string) {
  const form = new FormData();
  form.append('photo', new Blob([JPEG as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'door.jpg');
  form.append('title', 'The red door');
  form.append('altText', 'A red door in a white wall');
  return request(`/api/challenges/${p.challenge.id}/submissions`, {
    method: 'POST',
    cookie,
    headers: { Origin: ORIGIN },
    body: form,
  });
}

const entryProbes = (base: string): Probe[] => [
  { name: `GET /api/${base}/{id}`, call: get((p) => `/api/${base}/${p.entry.id}`) },
  { name: `GET /api/${base}/{id}/votes`, call: get((p) => `/api/${base}/${p.entry.id}/votes`) },
  { name: `POST /api/${base}/{id}/vote`, member: true, call: post((p) => `/api/${base}/${p.entry.id}/vote`, { score: 7 }) },
  { name: `GET /api/${base}/{id}/comments`, call: get((p) => `/api/${base}/${p.entry.id}/comments`) },
  {
    name: `POST /api/${base}/{id}/comments`,
    member: true,
    call: post((p) => `/api/${base}/${p.entry.id}/comments`, { body: 'Nice' }),
  },
  {
    name: `POST /api/${base}/{id}/report`,
    member: true,
    call: post((p) => `/api/${base}/${p.entry.id}/report`, { reason: 'Not a door' }),
  },
];

// Every API route and page that takes a challenge's id or one of its entries' ids.
export const PROBES: Probe[] = [
  { name: 'GET /api/challenges/{id}', call: get((p) => `/api/challenges/${p.challenge.id}`) },
  { name: 'GET /api/challenges/{id}/submissions', call: get((p) => `/api/challenges/${p.challenge.id}/submissions`) },
  { name: 'POST /api/challenges/{id}/submissions', member: true, call: upload },
  { name: 'GET /api/challenges/{id}/my-votes', member: true, call: get((p) => `/api/challenges/${p.challenge.id}/my-votes`) },
  { name: 'GET /api/user-challenges/{id}', community: true, call: get((p) => `/api/user-challenges/${p.challenge.id}`) },
  {
    name: 'GET /api/user-challenges/{id}/submissions',
    community: true,
    call: get((p) => `/api/user-challenges/${p.challenge.id}/submissions`),
  },
  ...entryProbes('submissions'),
  ...entryProbes('user-submissions'),
  { name: 'GET /api/likes/user/{id}', call: get((p) => `/api/likes/user/${p.entry.id}`) },
  { name: 'GET /api/likes/standard/{id}', call: get((p) => `/api/likes/standard/${p.entry.id}`) },
  { name: 'GET /api/likes/user/{id}/status', member: true, call: get((p) => `/api/likes/user/${p.entry.id}/status`) },
  {
    name: 'POST /api/likes',
    member: true,
    call: (p, cookie) => send('POST', '/api/likes', { userSubmissionId: p.entry.id }, cookie),
  },
  { name: 'page /photo/{id}', call: get((p) => `/photo/${p.entry.id}?type=user`) },
  { name: 'page /challenge/{id}', call: get((p) => `/challenge/${p.challenge.id}`) },
  { name: 'page /challenges/{id}', call: get((p) => `/challenges/${p.challenge.id}`) },
  { name: 'page /challenge/{id}/entries', call: get((p) => `/challenge/${p.challenge.id}/entries`) },
  { name: 'page /submit-photo/{id}', member: true, call: get((p) => `/submit-photo/${p.challenge.id}`) },
  { name: 'page /user-challenges/{id}', community: true, call: get((p) => `/user-challenges/${p.challenge.id}`) },
  { name: 'page /user-challenges/{id}/results', community: true, call: get((p) => `/user-challenges/${p.challenge.id}/results`) },
];

const probesFor = (p: ProbeTarget) => PROBES.filter((probe) => !probe.community || p.challenge.creatorId !== null);

export async function statuses(p: ProbeTarget, cookie: string | undefined): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const probe of probesFor(p)) found[probe.name] = (await probe.call(p, cookie)).status;
  return found;
}

// Everything answers 'not found', but a signed-in route a visitor is sent to sign in for
// (401, or 302 for a page).
export function expectHidden(found: Record<string, number>, { signedIn }: { signedIn: boolean }) {
  for (const probe of PROBES.filter((probe) => probe.name in found)) {
    if (probe.member && !signedIn) expect([401, 302], probe.name).toContain(found[probe.name]);
    else expect(found[probe.name], probe.name).toBe(404);
  }
}

// Everything answers as it would for a public challenge (a refusal to vote twice, say, or
// entries closed), never 'not found'.
export function expectAnswered(found: Record<string, number>, { signedIn }: { signedIn: boolean }) {
  for (const probe of PROBES.filter((probe) => probe.name in found)) {
    if (probe.member && !signedIn) continue;
    expect(found[probe.name], probe.name).not.toBe(404);
    expect(found[probe.name], probe.name).toBeLessThan(500);
  }
}
