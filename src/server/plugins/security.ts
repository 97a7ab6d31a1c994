import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { appError } from '../errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet rebuilds every helmet middleware (and
 * re-parses the CSP directives) on every request; our headers never vary per request (no CSP nonces), so a throwaway
 * instance runs helmet once and we keep what it put on the raw response.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    // In the handler, the raw response holds only what the onRequest hooks (helmet) set; Fastify adds its own later.
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const headers = (await probe.inject({ url: '/' })).json<OutgoingHttpHeaders>();
    return Object.entries(headers).map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

/** The Content-Security-Policy and the other helmet headers: same-origin everything, plus Google's sign-in when on. */
export function helmetOptions(googleSignIn: boolean): FastifyHelmetOptions {
  const google = googleSignIn ? ['https://accounts.google.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: google.length ? google : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google one-tap needs popups that can talk back to this window.
    crossOriginOpenerPolicy: googleSignIn ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
  };
}

/** The origin a Referer header names, or null when it is not a URL. */
function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Security headers with a Content-Security-Policy, and the origin check for state-changing API requests: one is
 * accepted only when its Origin (or, without one, its Referer) is ours and the browser does not call it cross-site.
 * Browsers send Origin on every POST/PUT/PATCH/DELETE, so a request with neither header is not from our pages and is
 * refused too; the exceptions are the paths listed in `originExempt` (signed provider webhooks).
 */
export async function registerSecurity(
  app: FastifyInstance,
  {
    allowedOrigins,
    googleSignIn,
    originExempt = [],
  }: { allowedOrigins: string[]; googleSignIn: boolean; originExempt?: string[] },
): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(googleSignIn));
  if (!headers.some(([name]) => name === 'content-security-policy'))
    throw new Error('helmet produced no Content-Security-Policy');

  // API answers are per viewer: no cache may keep them. A route that sets its own Cache-Control (reply.header or
  // writeHead) overrides this one, since headers given at write time win over those set on the raw response.
  const apiHeaders: [string, string][] = [...headers, ['cache-control', 'no-store']];

  // On the raw response, as helmet does, so hijacked replies (server-sent events) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    const url = request.url;
    const list = url.startsWith('/api/') || url === '/api' || url.startsWith('/api?') ? apiHeaders : headers;
    for (const [name, value] of list) raw.setHeader(name, value);
    done();
  });

  const allowed = new Set(allowedOrigins);
  const exempt = new Set(originExempt);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    if (exempt.has(request.url.split('?', 1)[0]!)) return done();
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    // A plain HTML form posted from our own page (before its script runs) says `Origin: null` under the no-referrer
    // policy; the browser's own Sec-Fetch-Site, which no other site can set, says where it came from.
    const ownPage = origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin';
    if (ownPage) return done();
    if (!origin || !allowed.has(origin) || crossSite) {
      return done(appError('forbidden_origin', 403, 'Request origin not allowed'));
    }
    done();
  });
}
