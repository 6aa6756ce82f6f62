import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { ORIGIN, makeChallenge, makeEntry, makeUser, request, send, setFlag } from '../test/helpers';
import { hourAhead, makeMentor, makeSession } from '../test/mentoring';

// A GET changes nothing: a cross-site link or a prefetch can make one for a signed-in person.
// Every GET route of the API, and the pages that read data, are asked with ids that exist,
// through a database that records each statement that would write. The allowed writes are
// counters and caches: the photo page's view count; and the audit row of an admin's download
// of a member's data, the record of who read it.
const WRITE = /^\s*(insert|update|delete|replace)\b/i;
const ALLOWED: Record<string, RegExp> = {
  '/photo/{id}': /photo_daily_views/,
  '/api/admin/users/{userId}/export': /admin_audit_log/,
};

function recording(db: D1Database, writes: string[]): D1Database {
  const note = (query: string) => {
    if (WRITE.test(query)) writes.push(query);
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') {
        return (query: string) => {
          note(query);
          return target.prepare(query);
        };
      }
      if (key === 'exec') {
        return (query: string) => {
          note(query);
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

type Document = { paths: Record<string, Record<string, unknown>> };

async function writesOf(path: string, cookie: string): Promise<string[]> {
  const writes: string[] = [];
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(new URL(path, ORIGIN), { headers: { Cookie: cookie, 'CF-Connecting-IP': '10.8.8.8', 'User-Agent': BROWSER } }),
    { ...env, DB: recording(env.DB, writes) },
    ctx,
  );
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return writes;
}

const WALK_TIMEOUT = 60_000;

describe('GET requests', () => {
  // A walk over every GET route with each record and caller: it grows with the API, so it has
  // a minute however busy the machine.
  it(
    'write nothing, whatever route and whichever record they name',
    async () => {
      await setFlag('mentor_program_access', true);
      const admin = await makeUser({ isAdmin: true, isSuperAdmin: true, emailVerifiedAt: new Date() });
      const mentor = await makeMentor();
      const student = await makeUser({ emailVerifiedAt: new Date() });
      const challenge = await makeChallenge('voting');
      const entry = await makeEntry(challenge.id, student.user.id);
      const session = await makeSession(mentor.user.id, student.user.id, hourAhead(2));
      const sent = await send(
        'POST',
        '/api/mentors/messages',
        { recipientId: mentor.user.id, messageContent: 'Hello' },
        student.cookie,
      );
      const message = (await sent.json()) as { id: number };
      // Each parameter is tried with every record of its kind, so handlers run past their lookups.
      const values: Record<string, (string | number)[]> = {
        id: [entry.id, challenge.id, session.id, message.id, mentor.user.id],
        ref: [mentor.user.username],
        recipientId: [student.user.id],
        userId: [student.user.id],
        submissionId: [entry.id],
        flagName: ['mentor_program_access'],
        type: ['submission'],
        roomKey: ['room'],
        variant: ['thumb'],
        filename: ['x.jpg'],
        path: ['photos/x.jpg'],
        n: [1],
      };
      const fill = (template: string): string[] => {
        const match = template.match(/\{(\w+)\}/);
        if (!match?.[1]) return [template];
        return (values[match[1]] ?? [1]).flatMap((value) => fill(template.replace(match[0], String(value))));
      };
      const api = (await (await request('/api/openapi.json')).json()) as Document;
      const routes = [
        ...Object.entries(api.paths)
          .filter(([, operations]) => 'get' in operations)
          .map(([path]) => path),
        '/',
        '/gallery',
        '/challenges',
        '/challenges/{id}',
        '/photo/{id}',
        '/leaderboard',
        '/mentor-discovery',
        '/mentors/{ref}',
        '/messages/{recipientId}',
        '/profile/{userId}',
        '/checkout/{id}',
      ];
      expect(routes).toContain('/api/mentors/messages/{recipientId}');
      const found: string[] = [];
      const allowed: string[] = [];
      for (const route of routes) {
        for (const path of fill(route)) {
          for (const who of [admin, mentor, student]) {
            for (const query of await writesOf(path, who.cookie)) {
              if (ALLOWED[route]?.test(query)) allowed.push(path);
              else found.push(`${path}: ${query.slice(0, 300)}`);
            }
          }
        }
      }
      expect(found).toEqual([]);
      // The recorder sees writes: the photo page counted its views.
      expect(allowed).toContain(`/photo/${entry.id}`);
    },
    WALK_TIMEOUT,
  );
});
