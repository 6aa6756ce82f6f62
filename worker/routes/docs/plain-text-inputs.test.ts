import { describe, expect, it } from 'vitest';
import { FLAG_NAMES } from '../../domain/flags';
import { ORIGIN, makeUser, request, setFlag } from '../../test/helpers';

// Every text field of every JSON body the API takes is sent with a control character in it
// (and otherwise of a length it takes): each must be refused, naming the field. Free text is
// refused by the plain-text rule (contract/plain-text.ts); dates, categories and the like by
// their own format.
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
};
type Operation = { requestBody?: { content: Record<string, { schema?: Schema }> } };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const api = (await (await request('/api/openapi.json')).json()) as Document;

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(api.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

// A value of the schema's shape whose every free-text string holds a BEL, and the paths of
// those strings, with whether their own format may refuse them first.
function sample(raw: Schema, path: string[], strings: string[]): unknown {
  const schema = resolve(raw);
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((s) => typeOf(resolve(s)) !== 'null') ?? {}, path, strings);
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf.map(resolve)), path, strings);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string': {
      const length = Math.min(Math.max(schema.minLength ?? 0, 3), schema.maxLength ?? 3);
      strings.push(path.join('.'));
      return `${'a'.repeat(Math.max(length - 1, 0))}\u0007`.slice(-Math.max(length, 1));
    }
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items ?? {}, [...path, '0'], strings)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, [...path, key], strings)]),
      );
    default:
      return null;
  }
}

const bodies = Object.entries(api.paths).flatMap(([path, operations]) =>
  Object.entries(operations).flatMap(([method, operation]) => {
    const schema = operation.requestBody?.content['application/json']?.schema;
    if (!schema) return [];
    const strings: string[] = [];
    const body = sample(schema, [], strings);
    return strings.length > 0 ? [{ path, method: method.toUpperCase(), body, strings }] : [];
  }),
);

describe('text fields of every JSON body', () => {
  it('are found in the API description', () => {
    expect(bodies.map((b) => `${b.method} ${b.path}`)).toContain('PATCH /api/users/me');
  });

  for (const { path, method, body, strings } of bodies) {
    it(`${method} ${path} refuses control characters in ${strings.join(', ')}`, async () => {
      for (const flag of FLAG_NAMES) await setFlag(flag, true);
      const { cookie } = await makeUser({ isAdmin: true, isSuperAdmin: true, emailVerifiedAt: new Date() });
      const res = await request(path.replace(/\{\w+\}/g, '1'), {
        method,
        cookie,
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.9.7.7' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      const { issues = [] } = (await res.json()) as { issues?: { path: string; message: string }[] };
      // Each value is of a length its field takes: the control character is what is refused.
      const refused = new Set(issues.map((issue) => issue.path));
      expect(strings.filter((field) => !refused.has(field))).toEqual([]);
    });
  }
});
