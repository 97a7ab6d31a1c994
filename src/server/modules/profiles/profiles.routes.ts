import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeResponseSchema } from '../../../shared/schemas/me';

export function profilesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/me', { schema: { tags: ['account'], response: { 200: ZMeResponseSchema } } }, async (request) => ({
      viewer: await request.viewer(),
    }));
  };
}
