import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TExpertStatus } from '../../../shared/domain/experts';
import { ZMeResponseSchema } from '../../../shared/schemas/me';

/**
 * `expertStatusOf` is the experts module's answer, bound in app.ts (experts are built on profiles, so profiles
 * cannot import them): the header shows the expert area to applicants and experts.
 */
export function profilesRoutes({
  expertStatusOf,
}: {
  expertStatusOf: (userId: string) => Promise<TExpertStatus | null>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/me', { schema: { tags: ['account'], response: { 200: ZMeResponseSchema } } }, async (request) => {
      const viewer = await request.viewer();
      return { viewer: viewer && { ...viewer, expertStatus: await expertStatusOf(viewer.userId) } };
    });
  };
}
