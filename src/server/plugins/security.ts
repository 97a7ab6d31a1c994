import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a Content-Security-Policy, and the origin check for state-changing requests: a browser
 * request whose Origin is not ours is refused, which (with SameSite=Lax cookies) stops cross-site request forgery.
 * Requests without an Origin (server-to-server, provider webhooks) are signed or unauthenticated by design.
 */
export async function registerSecurity(
  app: FastifyInstance,
  { allowedOrigins, googleSignIn }: { allowedOrigins: string[]; googleSignIn: boolean },
): Promise<void> {
  const google = googleSignIn ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
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
  });

  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin ? !allowed.has(origin) : fetchSite === 'cross-site') {
      throw appError('forbidden_origin', 403, 'Request origin not allowed');
    }
  });
}
