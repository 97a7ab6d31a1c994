import type { FastifyRequest } from 'fastify';

/** Page paths are answered by the not-found handler, so Fastify knows no route for them: the web app's does. */
const pagePatterns = new WeakMap<FastifyRequest, string>();

/** Records the web app's route pattern (e.g. `/product/:id`) that a page request matched. */
export function labelPageRoute(request: FastifyRequest, pattern: string): void {
  pagePatterns.set(request, pattern);
}

/** The route pattern a request is counted under: the API's, the web app's page, or `unmatched` for a real 404. */
export function routeLabelOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? pagePatterns.get(request) ?? 'unmatched';
}
