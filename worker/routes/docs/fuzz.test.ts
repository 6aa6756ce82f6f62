import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIGIN, makeUser, request } from '../../test/helpers';

// Every route in the OpenAPI document is sent malformed params, queries and bodies. Whatever
// arrives, the Worker never answers 5xx, every failure has the `{ message, code }` shape, and
// a refused (4xx) request leaves every table as it was.
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie' };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

const RUNS_PER_ROUTE = 8;

// Strings a careless parser trips on: numbers out of range, unicode, control characters,
// path tricks, and some very long ones.
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '9007199254740993',
    '99999999999999999999999',
    '../../etc',
    '%',
    '\u0000',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '\u202e',
    'a'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
);

// JSON of the wrong kind: nulls, arrays for objects, huge numbers, deep nesting.
const wrongValue = fc.oneof(
  fc.constantFrom(null, [], {}, 1e308, -1, 0, 2 ** 53 + 1, true, ''),
  nastyString,
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.anything({ maxDepth: 3 }),
);

// A body that names the route's own fields, each with a wrong value (some left out), or
// something that is not the expected object at all.
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fields.length > 0 ? fc.record(Object.fromEntries(fields.map((f) => [f, wrongValue])), { requiredKeys: [] }) : fc.constant({}),
    wrongValue,
    fc.dictionary(nastyString, wrongValue, { maxKeys: 5 }),
  );

const malformed = (op: Operation) => {
  const params = op.parameters ?? [];
  const names = (where: Parameter['in']) => params.filter((p) => p.in === where).map((p) => p.name);
  const json = op.requestBody?.content['application/json']?.schema?.properties ?? {};
  const strings = (keys: string[], requiredKeys?: []) =>
    fc.record(Object.fromEntries(keys.map((n) => [n, nastyString])), { requiredKeys }) as fc.Arbitrary<Record<string, string>>;
  return fc.record({
    path: strings(names('path')),
    query: fc.oneof(strings(names('query'), []), fc.dictionary(nastyString, nastyString, { maxKeys: 3 })),
    body: fc.oneof(
      bodyFor(Object.keys(json)).map((value) => JSON.stringify(value) ?? 'null'),
      fc.constantFrom('{', '{"a":', 'not json', ''),
    ),
  });
};

function urlFor(template: string, path: Record<string, string>, query: Record<string, string>) {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? '1') || '%20');
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

// One number per table, read in one statement.
async function tableCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  const counts = results.map(({ name }) => `(SELECT COUNT(*) FROM "${name}") AS "${name}"`).join(', ');
  return (await env.DB.prepare(`SELECT ${counts}`).first<Record<string, number>>()) ?? {};
}

const document = async () => (await (await request('/api/openapi.json')).json()) as Document;
const operations = Object.entries((await document()).paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

describe('every route, sent malformed input', () => {
  for (const { path, method, op } of operations) {
    it(`${method} ${path} never answers 5xx; a 4xx is { message, code } and changes nothing`, async () => {
      // An admin of its own, so every gate lets the input through to validation, and no
      // rate limit is shared with another test.
      const { cookie } = await makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
      await fc.assert(
        fc.asyncProperty(malformed(op), async ({ path: params, query, body }) => {
          const before = await tableCounts();
          const hasBody = method !== 'GET' && method !== 'DELETE';
          const answer = await request(urlFor(path, params, query), {
            method,
            cookie,
            headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.9.8.7' },
            body: hasBody ? body : undefined,
          });
          expect(answer.status, `${method} ${urlFor(path, params, query)} ${body.slice(0, 200)}`).toBeLessThan(500);
          if (answer.status < 400) return;
          const error = (await answer.json()) as { message?: unknown; code?: unknown };
          expect(typeof error.message).toBe('string');
          expect(typeof error.code).toBe('string');
          expect(await tableCounts()).toEqual(before);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
