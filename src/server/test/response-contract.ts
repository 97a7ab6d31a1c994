import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const DOCUMENT_ID = 'openapi';
const checkers = new WeakMap<FastifyInstance, Map<string, ValidateFunction>>();
const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * The response's JSON body checked by ajv against the schema the served OpenAPI document declares for the route
 * pattern (e.g. `/api/projects/{id}`), method and status: a route and its declared schema cannot drift apart.
 * Returns ajv's errors (empty when it matches).
 */
export function responseContractErrors(
  app: FastifyInstance,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  route: string,
  response: LightMyRequestResponse,
) {
  let validators = checkers.get(app);
  if (!validators) checkers.set(app, (validators = new Map()));
  const key = `${method} ${route} ${response.statusCode}`;
  let validate = validators.get(key);
  if (!validate) {
    // OpenAPI 3.0 schemas: `nullable` is understood; descriptions, examples and the like are not keywords to ajv.
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(app.swagger() as object, DOCUMENT_ID);
    const at = pointer(
      'paths',
      route,
      method,
      'responses',
      String(response.statusCode),
      'content',
      'application/json',
      'schema',
    );
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${at}` });
    validators.set(key, validate);
  }
  return validate(response.json()) ? [] : (validate.errors ?? []);
}
