import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vetExpert } from '../test/roles';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../test/test-app';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Role = 'client' | 'expert' | 'admin';

/**
 * Operations that need a role outside the /api/admin and /api/expert prefixes. Each new role-gated route outside
 * those prefixes is added here; inside them it is covered by its path.
 */
const ROLE_OF: Record<string, Role> = {
  'POST /api/agencies': 'expert',
};
/** Under /api/expert but open to any signed-in person: applying to become an expert. */
const OPEN_UNDER_EXPERT = new Set(['POST /api/expert/application']);

function roleOf(method: string, path: string): Role | null {
  const key = `${method.toUpperCase()} ${path}`;
  if (ROLE_OF[key]) return ROLE_OF[key];
  if (path.startsWith('/api/admin/')) return 'admin';
  // Reads under /api/expert answer the viewer's own records (none for a non-expert); every write is an expert power.
  if (path.startsWith('/api/expert/') && method !== 'get' && !OPEN_UNDER_EXPERT.has(key)) return 'expert';
  return null;
}

/** A value the schema accepts (as far as a sample can): the smallest allowed. */
function sample(schema: Schema | undefined, document: Document, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.$ref) return sample(document.components?.schemas?.[schema.$ref.split('/').pop()!], document, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice.find((option) => option.type !== 'null') ?? choice[0], document, depth + 1);
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, document, depth + 1) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      // Every property, so a body that must change something passes validation and the role check is reached.
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          sample(property, document, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, document, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil((schema.minimum ?? schema.exclusiveMinimum ?? 0) + 1));
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return {};
  }
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'someone@example.test';
    case 'date-time':
      return new Date(Date.now() + 86_400_000).toISOString();
    case 'date':
      return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    case 'uri':
      return 'https://example.test/';
    default:
      return 'Sample text for a role check'.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? 200);
  }
}

/**
 * Bodies to try for an operation, until one passes validation: every property, the required ones alone, then the
 * required ones with each optional one (for a body that must change something but not everything at once).
 */
function bodyVariants(schema: Schema | undefined, document: Document): unknown[] {
  const resolved = schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  const full = sample(resolved, document);
  if (!resolved?.properties || typeof full !== 'object' || full === null) return [full];
  const entries = Object.entries(full as Record<string, unknown>);
  const required = new Set(resolved.required ?? []);
  const pick = (names: (name: string) => boolean) => Object.fromEntries(entries.filter(([name]) => names(name)));
  return [
    full,
    pick((name) => required.has(name)),
    ...entries
      .filter(([name]) => !required.has(name))
      .map(([one]) => pick((name) => required.has(name) || name === one)),
  ];
}

let test: TestApp;
let document: Document;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  test = await createTestApp({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
  document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  const [client, expert, admin] = await Promise.all([
    signedInUser(test),
    signedInUser(test),
    signedInUser(test, { isAdmin: true }),
  ]);
  await vetExpert(test, expert.id);
  Object.assign(cookies, { client: client.cookie, expert: expert.cookie, admin: admin.cookie });
});
afterAll(() => test?.close());

describe('every power checks its role', () => {
  it('each operation that needs a role refuses every other role (403/404, never 2xx)', async () => {
    const gated = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const role = roleOf(method, path);
        return role ? [{ method, path, operation, role }] : [];
      }),
    );
    // The walk covers the admin and expert APIs: dozens of operations, not a handful, and every listed one.
    expect(gated.length).toBeGreaterThan(60);
    const walked = new Set(gated.map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    expect(Object.keys(ROLE_OF).filter((key) => !walked.has(key))).toEqual([]);

    const problems: string[] = [];
    for (const { method, path, operation, role } of gated) {
      const params = Object.fromEntries((operation.parameters ?? []).map((parameter) => [parameter.name, parameter]));
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(String(sample(params[name]?.schema, document) ?? randomUUID())),
      );
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'query' && parameter.required)
          query.set(parameter.name, String(sample(parameter.schema, document)));
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      for (const other of (['client', 'expert', 'admin'] as const).filter((r) => r !== role)) {
        let response = null as Awaited<ReturnType<TestApp['app']['inject']>> | null;
        for (const body of bodySchema ? bodyVariants(bodySchema, document) : [undefined]) {
          response = await test.app.inject({
            method: method.toUpperCase() as 'GET',
            url: query.size ? `${url}?${query}` : url,
            headers: {
              origin: TEST_ORIGIN,
              cookie: cookies[other],
              ...(bodySchema ? { 'content-type': 'application/json' } : {}),
            },
            ...(bodySchema ? { payload: JSON.stringify(body) } : {}),
          });
          if (response.statusCode !== 400) break;
        }
        if (response && response.statusCode !== 403 && response.statusCode !== 404)
          problems.push(
            `${method.toUpperCase()} ${url} as ${other}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('a client cannot set up an expert payout account; a vetted expert can', async () => {
    const asClient = await test.app.inject({
      method: 'POST',
      url: '/api/expert/payout-account',
      headers: { origin: TEST_ORIGIN, cookie: cookies.client },
    });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().error.code).toBe('escrow.payout_not_for_role');
    const asExpert = await test.app.inject({
      method: 'POST',
      url: '/api/expert/payout-account',
      headers: { origin: TEST_ORIGIN, cookie: cookies.expert },
    });
    expect(asExpert.statusCode).toBe(200);
  });
});
