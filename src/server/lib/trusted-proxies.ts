/**
 * Fastify's trustProxy for this many reverse proxies in front (TRUST_PROXY_HOPS; 0: none): the client address is that
 * many entries from the right of X-Forwarded-For, never the client-supplied left-most one. Rate limits, the activity
 * log and the request log use it. (Fastify's own numeric trustProxy now trusts nothing, hence the function: hop 0 is
 * the socket's peer.)
 */
export function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
