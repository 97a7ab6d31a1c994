import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request is a direct connection from this machine. One that came through a proxy (it carries
 * X-Forwarded-For or Forwarded) is not, even from loopback: the proxy on this machine may be forwarding the public.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(request.socket.remoteAddress ?? '');
}
