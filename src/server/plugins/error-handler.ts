import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../errors';
import { validationAnswer } from './validation-messages';
import type { WebPages } from './web-pages';

/**
 * One error shape for every route: `{ error: { code, message } }` (validation errors add `fields`, a human message per
 * field). A 5xx never shows internals; it carries the request's id, which the logs carry too, for support to find it.
 */
export function registerErrorHandler(app: FastifyInstance, { pages }: { pages: WebPages | null }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Human messages: one per field (`fields`) for forms to show beside the control, and the first as the summary.
      const { message, fields } = validationAnswer(error.validation, error.validationContext);
      return reply.status(400).send({ error: { code: 'validation_error', message, fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({
        error: { code: 'internal_error', message: 'Something went wrong. Please try again.', requestId: request.id },
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        error: { code: 'internal_error', message: 'Something went wrong. Please try again.', requestId: request.id },
      });
    }
    const code =
      status === 429
        ? 'rate_limited'
        : status === 413
          ? 'payload_too_large'
          : (error.code?.toLowerCase() ?? 'bad_request');
    return reply.status(status).send({ error: { code, message: error.message } });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No API route ${request.method} ${request.url.split('?')[0]}` } });
    }
    // Page paths: prerendered public pages, the SPA shell for the app's other routes, the 404 page for the rest.
    if (pages && request.method === 'GET' && !request.url.startsWith('/assets/')) return pages.serve(request, reply);
    return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
  });
}
