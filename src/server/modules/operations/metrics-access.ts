import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isDirectLoopback } from '../../lib/loopback';

function sameSecret(given: string, expected: string): boolean {
  // Hashed first so the comparison takes the same time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Who may read `/metrics`. With a token configured: whoever presents it as a bearer token. Without one: only a direct
 * connection from this machine — a request that came through a proxy (it carries X-Forwarded-For or Forwarded) is
 * refused even from loopback, since the proxy on this machine may be forwarding the public.
 */
export function metricsAccess(request: FastifyRequest, token: string | undefined): 'allowed' | 'token' | 'hidden' {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    return given && sameSecret(given, token) ? 'allowed' : 'token';
  }
  return isDirectLoopback(request) ? 'allowed' : 'hidden';
}
