import type { FastifyInstance } from 'fastify';
import { appError } from '../errors';

/**
 * PostgreSQL text cannot hold U+0000, and jsonb refuses an unpaired surrogate (`\ud83d` alone), so either one
 * reaching the database used to answer 500. They are refused at the edge, for every route: in JSON bodies (values
 * and keys), query strings and route params. Paired surrogates (emoji) pass.
 */
const BAD_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const invalidText = () =>
  appError('invalid_text', 400, 'Text cannot contain NUL characters or unpaired surrogates.');

/** True when a string anywhere in the value (object keys included) holds NUL or an unpaired surrogate. */
export function hasInvalidText(value: unknown): boolean {
  if (typeof value === 'string') return BAD_TEXT.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasInvalidText);
  for (const key in value) {
    if (BAD_TEXT.test(key) || hasInvalidText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * Replaces the JSON body parser (Fastify's own, same prototype-poisoning rules) and adds one synchronous hook.
 * Cheap on the common path: the raw JSON text is scanned once; the parsed value is walked only when the text holds a
 * `\u` escape (the only way JSON can spell NUL or a lone surrogate besides the raw character). The hook looks at the
 * decoded query and params only when the URL has a percent escape, the only way to spell NUL there.
 */
export function registerTextGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (BAD_TEXT.test(text)) return done(invalidText(), undefined);
    parseJson(request, text, (error, value) => {
      if (!error && text.includes('\\u') && hasInvalidText(value)) return done(invalidText(), undefined);
      done(error, value);
    });
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    if (!url.includes('%') && !BAD_TEXT.test(url)) return done();
    if (hasInvalidText(request.query) || hasInvalidText(request.params)) return done(invalidText());
    done();
  });
}
