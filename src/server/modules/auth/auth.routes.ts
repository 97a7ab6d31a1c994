import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { fieldLabel } from '../../plugins/validation-messages';

/** Turns the Fastify request into a Fetch `Request` for better-auth's handler (its catch-all route). */
function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The rate limiter keys on this header; set it from Fastify's view of the client address.
  headers.set('x-forwarded-for', request.ip);
  const body =
    request.method === 'GET' || request.method === 'HEAD' || request.body === undefined
      ? undefined
      : JSON.stringify(request.body);
  return new Request(new URL(request.url, baseUrl), { method: request.method, headers, body });
}

/** better-auth answers `{ code, message }`; every route of ours answers `{ error: { code, message } }`. */
function toErrorShape(status: number, text: string) {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: fall back to the status.
  }
  const code = body.code ? `auth.${body.code.toLowerCase()}` : status === 429 ? 'rate_limited' : 'auth.error';
  // better-auth's own validation reads "[body.email] Invalid email address": answered in words, per field.
  const invalid = body.message?.match(/^\[(?:body|query)\.([\w.]+)\] (.+)$/);
  if (invalid) {
    const [, field = ''] = invalid;
    const message =
      field === 'email' ? 'Please enter a valid email address.' : `Please check the ${fieldLabel(field.split('.'))}.`;
    return { error: { code, message, fields: { [field]: message } } };
  }
  const message =
    body.message ??
    (status === 429 ? 'Too many attempts. Please wait a minute and try again.' : 'Authentication failed');
  return { error: { code, message } };
}

export function registerAuthRoutes(app: FastifyInstance, { auth, baseUrl }: { auth: Auth; baseUrl: string }): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const response = await auth.handler(toFetchRequest(request, baseUrl));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400) return reply.send(toErrorShape(response.status, text));
      return reply.send(text.length > 0 ? text : null);
    },
  });
}
