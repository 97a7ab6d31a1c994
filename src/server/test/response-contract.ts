import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const DOCUMENT_ID = 'openapi';
/** Header by which the server side of a test app tells its `inject` that a response broke its declared schema. */
const VIOLATION_HEADER = 'x-test-contract-violation';

/**
 * One ajv per distinct document in this process (every test app of a configuration serves the same one), each schema
 * compiled on first use: checking every response costs a lookup after the first.
 */
const checkers = new Map<string, { ajv: Ajv; document: OpenApiDocument; validators: Map<string, ValidateFunction> }>();
const documentKeys = new WeakMap<FastifyInstance, string>();

type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
};

/**
 * OpenAPI 3.0 writes an exclusive bound as a flag beside `minimum`/`maximum` (`exclusiveMinimum: true`); ajv reads
 * JSON Schema draft 7, where the bound itself is the number (`exclusiveMinimum: 0`). Rewritten in place.
 */
function withDraft7Bounds(node: unknown): unknown {
  if (Array.isArray(node)) node.forEach(withDraft7Bounds);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof schema[flag] !== 'boolean') continue;
      if (schema[flag] && typeof schema[bound] === 'number') {
        schema[flag] = schema[bound];
        delete schema[bound];
      } else delete schema[flag];
    }
    Object.values(schema).forEach(withDraft7Bounds);
  }
  return node;
}

const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function checkerOf(app: FastifyInstance) {
  let key = documentKeys.get(app);
  if (!key) {
    const document = app.swagger() as OpenApiDocument;
    key = createHash('sha256').update(JSON.stringify(document)).digest('hex');
    documentKeys.set(app, key);
    if (!checkers.has(key)) {
      // OpenAPI 3.0 schemas: `nullable` is understood; descriptions, examples and the like are not keywords to ajv.
      const ajv = new Ajv({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addSchema(withDraft7Bounds(structuredClone(document)) as object, DOCUMENT_ID);
      checkers.set(key, { ajv, document, validators: new Map() });
    }
  }
  return checkers.get(key)!;
}

/**
 * A JSON body checked by ajv against the schema the served OpenAPI document declares for the route pattern (e.g.
 * `/api/projects/{id}`), method and status. Returns ajv's errors (empty when it matches), or null when the document
 * declares no JSON body for that status.
 */
function bodyErrors(
  app: FastifyInstance,
  method: Method,
  route: string,
  status: number,
  body: unknown,
): ErrorObject[] | null {
  const checker = checkerOf(app);
  const key = `${method} ${route} ${status}`;
  let validate = checker.validators.get(key);
  if (!validate) {
    const declared = checker.document.paths?.[route]?.[method]?.responses?.[String(status)]?.content;
    if (!declared?.['application/json']) return null;
    const at = pointer('paths', route, method, 'responses', String(status), 'content', 'application/json', 'schema');
    validate = checker.ajv.compile({ $ref: `${DOCUMENT_ID}#/${at}` });
    checker.validators.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []);
}

/** An injected response checked against its declared schema (see bodyErrors); empty when it matches. */
export function responseContractErrors(
  app: FastifyInstance,
  method: Method,
  route: string,
  response: LightMyRequestResponse,
): ErrorObject[] {
  return bodyErrors(app, method, route, response.statusCode, response.json()) ?? [];
}

/** `/api/projects/:id` as the OpenAPI document writes it: `/api/projects/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Every JSON response of this app (before `ready`) is checked against the schema its route declares for the status
 * it returned; `app.inject` then fails the test with ajv's errors, so a schema and its route cannot drift apart.
 */
export function checkResponseContracts(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (route && !route.includes('*') && json && typeof payload === 'string') {
      const method = request.method.toLowerCase() as Method;
      let found: string | undefined;
      try {
        const errors = bodyErrors(app, method, openApiPath(route), reply.statusCode, JSON.parse(payload));
        if (errors?.length) found = errors.map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
      } catch (error) {
        // A schema ajv cannot compile fails the test by name, not as the route's own 500.
        found = `its schema cannot be checked: ${(error as Error).message}`;
      }
      if (found) reply.header(VIOLATION_HEADER, `${request.method} ${route} ${reply.statusCode}: ${found}`);
    }
    done(null, payload);
  });
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject();
    return checked(inject(options));
  }) as typeof app.inject;
}

async function checked(pending: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const response = await pending;
  const violation = response.headers[VIOLATION_HEADER];
  if (violation) throw new Error(`response does not match its declared schema: ${String(violation)}`);
  return response;
}
