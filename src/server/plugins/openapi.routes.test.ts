import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseContractErrors } from '../test/response-contract';
import { createTestApp, createUser, type TestApp } from '../test/test-app';
import { SESSION_SCHEME } from './openapi';

type Parameter = { in: string; name: string; schema?: { format?: string; enum?: string[] } };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
};

let test: TestApp;
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  test = await createTestApp();
  const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => test?.close());

const name = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

describe('the OpenAPI document at /api/docs/json', () => {
  it('documents the API, not the pages: no SPA, static or sandbox checkout routes', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(document.servers).toEqual([{ url: '/' }]);
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith('/api/') && path !== '/metrics')).toEqual([]);
    // better-auth's endpoints are documented one by one, never as its catch-all route.
    expect(paths.filter((path) => path.startsWith('/api/docs') || /^\/api\/auth\/.*[*{]/.test(path))).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, a one-line summary and a declared tag', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    const problems = operations.flatMap((entry) => {
      const { operationId, summary, tags: own } = entry.operation;
      const found: string[] = [];
      if (!operationId || !/^[a-z][a-zA-Z0-9]+$/.test(operationId)) found.push(`operationId ${operationId}`);
      if (!summary || summary.length > 100 || summary.includes('\n')) found.push(`summary ${summary}`);
      if (!own?.length || own.some((tag) => !tags.has(tag))) found.push(`tags ${own?.join(',')}`);
      return found.map((problem) => `${name(entry)}: ${problem}`);
    });
    expect(problems).toEqual([]);
    const ids = operations.map((entry) => entry.operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(document.tags.filter((tag) => !tag.description)).toEqual([]);
  });

  it("documents the error shape as the 4xx responses of every operation (better-auth's endpoints: its own)", () => {
    const missing = operations.filter(({ operation }) => {
      if (operation.tags?.includes('auth')) return !operation.responses['4XX']?.content?.['application/json'];
      const errors = Object.entries(operation.responses).filter(([status]) => /^4(\d\d|XX)$/.test(status));
      return (
        errors.length === 0 ||
        errors.some(
          ([, response]) => response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error',
        )
      );
    });
    expect(missing.map(name)).toEqual([]);
    const unauthorized = operations.filter(({ operation }) => '401' in operation.responses).map(name);
    expect(unauthorized).toContain('GET /api/projects');
    expect(unauthorized).not.toContain('GET /api/catalog/products');
  });

  it("states every operation's security: better-auth's session cookie, or none", () => {
    const session = document.components.securitySchemes[SESSION_SCHEME];
    expect(session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' }),
    );
    expect(operations.filter(({ operation }) => !Array.isArray(operation.security)).map(name)).toEqual([]);
  });

  it('matches what the routes do: signed out, a session route answers 401 and a public one does not', async () => {
    const mismatches: string[] = [];
    for (const entry of operations) {
      const { method, path, operation } = entry;
      const security = operation.security ?? [];
      const needsSession = security.length > 0 && security.every((requirement) => SESSION_SCHEME in requirement);
      const url = path.replace(/\{(\w+)\}/g, (_match, param: string) => {
        const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === param)?.schema;
        return schema?.enum?.[0] ?? (schema?.format === 'uuid' ? randomUUID() : 'x');
      });
      const response = await test.app.inject({ method: method.toUpperCase() as 'GET', url });
      const validatesInput = Boolean(operation.requestBody || operation.parameters?.length);
      // Input is validated before the handler asks for the session, so a session route may answer 400 first.
      const ok = needsSession
        ? response.statusCode === 401 || (response.statusCode === 400 && validatesInput)
        : response.statusCode !== 401;
      if (!ok) mismatches.push(`${name(entry)} answered ${response.statusCode} (needs a session: ${needsSession})`);
    }
    expect(mismatches).toEqual([]);
  });

  it("documents better-auth's endpoints the web app calls, and a sign-in's answer matches what it declares", async () => {
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/sign-out',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/send-verification-email',
      '/api/auth/change-password',
      '/api/auth/change-email',
      '/api/auth/two-factor/enable',
      '/api/auth/two-factor/verify-totp',
      '/api/auth/two-factor/verify-backup-code',
      '/api/auth/two-factor/generate-backup-codes',
      '/api/auth/two-factor/disable',
    ]) {
      const operation = document.paths[path]?.post;
      expect(operation?.tags, path).toEqual(['auth']);
      expect(operation?.responses['200']?.content?.['application/json']?.schema, path).toBeDefined();
    }
    expect(document.paths['/api/auth/sign-in/email']!.post!.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['email', 'password'] } } },
    });
    const person = await createUser(test);
    const signedIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: person.email, password: person.password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(responseContractErrors(test.app, 'post', '/api/auth/sign-in/email', signedIn)).toEqual([]);
  });

  it("declares the assistant's answer as JSON or as an event stream", () => {
    const answer = document.paths['/api/ai-chat']!.post!.responses['200']!.content!;
    expect(Object.keys(answer).sort()).toEqual(['application/json', 'text/event-stream']);
  });
});
