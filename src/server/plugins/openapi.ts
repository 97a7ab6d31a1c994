import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { ZErrorSchema } from '../../shared/schemas/common';

/** Name of the security scheme: better-auth's session cookie. */
export const SESSION_SCHEME = 'session';

/** Name of the security scheme of `GET /metrics`: the METRICS_TOKEN bearer token (loopback requests need none). */
export const METRICS_SCHEME = 'metricsToken';

/**
 * `security` of a route that works signed out and answers more (or differently) with a session. Routes that need no
 * session at all say `security: []`; routes that say nothing require a session (the common case: they call
 * `requireViewer` or `requireAdmin`) and are documented with 401.
 */
export const OPTIONAL_SESSION = [{}, { [SESSION_SCHEME]: [] }] as const;

/**
 * A success body that is not JSON built from a schema (a file, a CSV, a PDF, an event stream): documented here, sent
 * as it is. Fastify never serialises a string, Buffer or stream, so this describes the answer without changing it.
 */
export function rawResponse(contentType: string, description: string) {
  const shape =
    contentType === 'application/json'
      ? { type: 'object' as const }
      : { type: 'string' as const, ...(contentType.startsWith('text/') ? {} : { format: 'binary' }) };
  const ZRaw = z.custom<string | Buffer | Readable>(() => true).meta(shape);
  return { description, content: { [contentType]: { schema: ZRaw } } };
}

/** A redirect (no body): its description says where to. */
export const redirectResponse = (description: string) => z.null().describe(description);

const ERROR_SCHEMA_ID = 'Error';
/** The one error body (the shared zod contract), written once under components and referenced by every 4xx. */
const errorSchema = {
  // zod's JSON Schema types are looser than OpenAPI's; the 'openapi-3.0' target emits a valid Schema Object.
  ...(z.toJSONSchema(ZErrorSchema, { target: 'openapi-3.0', io: 'output' }) as OpenAPIV3.SchemaObject),
  description:
    'Every error answers `{ error: { code, message } }`: `code` is stable (e.g. `not_found`, `quotes.not_actionable`), ' +
    '`message` is for people; validation errors add `fields`, a message per invalid field keyed by its path.',
} satisfies OpenAPIV3.SchemaObject;

/** Tags, one per module, in the order the document lists them. Every operation's tag must be one of these. */
export const OPENAPI_TAGS = [
  { name: 'system', description: 'Health, readiness, metrics, public configuration and client telemetry.' },
  { name: 'auth', description: "Sign-up, sign-in, sign-out, password reset and two-factor: better-auth's endpoints." },
  {
    name: 'account',
    description:
      'Who is signed in; account settings, sessions, two-factor authentication, billing details, data download and ' +
      'deletion; first-admin setup.',
  },
  { name: 'notifications', description: 'In-app notifications.' },
  { name: 'catalog', description: 'Packs, categories, capability cards and case studies; catalog management.' },
  { name: 'briefs', description: 'Briefs: the builder, submission, proposals and their QA.' },
  { name: 'requests', description: "Clients' requests and the quotes on them." },
  { name: 'quotes', description: "Quotes: the client's answers, and admin authoring and review." },
  { name: 'matching', description: "Matching experts to requests, and the expert's invitations, quotes and projects." },
  { name: 'experts', description: 'Expert applications and profiles, public profiles, saved experts and vetting.' },
  {
    name: 'agencies',
    description: "Agencies: members, invitations and how project earnings are shared; the admin's agency directory.",
  },
  { name: 'projects', description: 'Projects, their milestones and PO reference.' },
  { name: 'deliverables', description: 'Deliverables: files, client decisions and QA.' },
  { name: 'ratings', description: 'Ratings between client and expert on a project.' },
  { name: 'chat', description: 'Project chat.' },
  { name: 'meetings', description: 'Project meetings and the Google Calendar connection.' },
  { name: 'assistant', description: 'TeamSmith AI: questions about a project, and its insights.' },
  { name: 'disputes', description: 'Disputes on projects: evidence, answers, comments and resolution.' },
  { name: 'assurance', description: 'Outcome Assurance: replacement experts on assured projects.' },
  { name: 'payments', description: 'Checkout for packs and milestones, bank transfers and the provider webhook.' },
  { name: 'escrow', description: "The expert's earnings and payout account; the ledger's reconciliation." },
  { name: 'documents', description: 'Receipts, VAT invoices, credit notes, statements and the invoice register.' },
  { name: 'settings', description: 'Platform settings.' },
  { name: 'admin', description: 'Admin-wide views: dashboard figures, workload, search and backups.' },
  { name: 'admin-activity', description: 'The append-only log of admin actions.' },
  { name: 'mail', description: 'Bounces and complaints forwarded by the mail server.' },
  { name: 'reports', description: 'Admin reports: KPIs, paged reports and CSV exports.' },
  { name: 'analytics', description: 'Product analytics events and the live monitor.' },
  { name: 'realtime', description: 'The Server-Sent Events stream of live pushes.' },
  { name: 'dev', description: 'The local mailbox (outside production only).' },
];

type JsonResponses = Record<string, unknown>;

const errorResponse = (description: string) => ({ $ref: `#/components/schemas/${ERROR_SCHEMA_ID}`, description });

/**
 * The per-route transform: zod schemas to JSON schema (fastify-type-provider-zod), then what every operation documents
 * the same way: its security (a session unless the route says otherwise) and its 4xx responses in the error shape.
 * operationId, summary and tags are each route's own (in its `schema`).
 */
const documentRoute: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema || schema.hide) return { schema, url };
  const security = schema.security ?? [{ [SESSION_SCHEME]: [] }];
  const sessionRequired = security.length > 0 && security.every((requirement) => SESSION_SCHEME in requirement);
  const response: JsonResponses = { ...(schema.response as JsonResponses | undefined) };
  const add = (status: string, description: string) => {
    response[status] ??= errorResponse(description);
  };
  if (schema.body || schema.querystring || schema.params || schema.headers)
    add('400', 'Invalid input: `error.code` is `validation_error` and `error.fields` names each invalid field.');
  if (sessionRequired) add('401', 'Not signed in (`unauthorized`): no session cookie, or the session has ended.');
  if (input.route.config?.rateLimit) add('429', 'Too many requests (`rate_limited`): wait and try again.');
  add(
    '4XX',
    'Any other client error, in the same shape: 403 forbidden, 404 not found, 409 conflict (not allowed in the current ' +
      'state), 413 too large…',
  );
  return { schema: { ...schema, security, response }, url };
};

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`, but zod's 3.0 output also puts it beside `anyOf` (a nullable union)
 * or alone (a nullable unknown). Same meaning, valid 3.0: moved onto each member of the union, or dropped where any
 * value is allowed anyway. A nullable enum also gets null among its values.
 */
function placeNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(placeNullable);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  Object.values(schema).forEach(placeNullable);
  // A nullable enum lists null among its values (OpenAPI 3.0.3): validators check `enum` whatever `nullable` says.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  if (schema.nullable !== true || 'type' in schema || '$ref' in schema) return;
  delete schema.nullable;
  const markMembers = (members: unknown) => {
    if (!Array.isArray(members)) return;
    for (const member of members as Record<string, unknown>[]) {
      if ('type' in member) member.nullable = true;
      else markMembers(member.anyOf ?? member.oneOf);
    }
  };
  markMembers(schema.anyOf ?? schema.oneOf);
}

/**
 * The OpenAPI document, generated from the routes' zod schemas (`app.swagger()`), served at /api/docs/json with its
 * page at /api/docs when `serve` is on. `otherPaths` documents what a catch-all route serves (better-auth's endpoints).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  {
    sessionCookie,
    serve,
    otherPaths = () => ({}),
  }: { sessionCookie: string; serve: boolean; otherPaths?: (sessionScheme: string) => Record<string, unknown> },
) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Outcome Marketplace API',
        version: '1.0.0',
        description:
          'The JSON API behind the Outcome Marketplace web app. Sign in through better-auth ' +
          '(`POST /api/auth/sign-in/email` with `{ email, password }`); the session cookie it sets authenticates ' +
          'every other call. State-changing requests must carry an `Origin` header of the app.',
      },
      servers: [{ url: '/' }],
      tags: OPENAPI_TAGS,
      components: {
        schemas: { [ERROR_SCHEMA_ID]: errorSchema },
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: "better-auth's session cookie, set by sign-in.",
          },
          [METRICS_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN, for `GET /metrics` from anywhere but the loopback address.',
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: (document) => {
      if (!('openapiObject' in document)) throw new Error('The API document is OpenAPI 3');
      const paths = { ...document.openapiObject.paths, ...otherPaths(SESSION_SCHEME) };
      placeNullable(paths);
      return { ...document.openapiObject, paths };
    },
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
