import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getLiveSession, type Auth } from './auth';
import type { SignInThrottle } from './sign-in-throttle';
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

/** The account an e-mail sign-in is for, or null for any other auth request. */
function signInEmailOf(request: FastifyRequest): string | null {
  if (request.method !== 'POST' || request.url.split('?')[0] !== '/api/auth/sign-in/email') return null;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length > 0 ? email : null;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  { auth, baseUrl, throttle }: { auth: Auth; baseUrl: string; throttle?: SignInThrottle },
): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      // Per-account backoff (decision 017): keyed by the account and this client address, checked before the password.
      const signInEmail = throttle ? signInEmailOf(request) : null;
      if (throttle && signInEmail) {
        const attempt = await throttle.attempt(signInEmail, request.ip);
        if (!attempt.allowed) {
          const minutes = Math.ceil(attempt.retryAfter / 60);
          return reply
            .status(429)
            .header('retry-after', String(attempt.retryAfter))
            .send({
              error: {
                code: 'auth.too_many_failed_sign_ins',
                message: `Too many wrong passwords for this account from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
              },
            });
        }
      }
      const fetchRequest = toFetchRequest(request, baseUrl);
      // better-auth's own endpoints know only the sliding expiry: revoke a session past its absolute lifetime first.
      if (request.headers.cookie) await getLiveSession(auth, fetchRequest.headers);
      const response = await auth.handler(fetchRequest);
      if (throttle && signInEmail) {
        if (response.status === 401) await throttle.failed(signInEmail);
        // The password was right (signed in, or only the e-mail confirmation missing).
        else if (response.status === 200 || response.status === 403) await throttle.succeeded(signInEmail, request.ip);
      }
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
