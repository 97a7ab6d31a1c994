import type { FastifyInstance } from 'fastify';
import { BODY_LIMITS } from '../config/limits';

/**
 * Lets the routes of this plugin read a plain HTML form (`application/x-www-form-urlencoded`) posted before the page's
 * script runs, as an object of its fields; the route's zod schema then checks them as any body.
 */
export function acceptPlainForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMITS.plainForm },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
