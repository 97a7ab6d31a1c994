import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TExpertStatus } from '../../../shared/domain/experts';
import { ZMeResponseSchema } from '../../../shared/schemas/me';
import { OPTIONAL_SESSION } from '../../plugins/openapi';

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
    app.get(
      '/api/me',
      {
        schema: {
          operationId: 'getMe',
          summary: 'Read who is signed in (null when nobody is)',
          security: OPTIONAL_SESSION,
          tags: ['account'],
          response: { 200: ZMeResponseSchema },
        },
      },
      async (request) => {
        const viewer = await request.viewer();
        return { viewer: viewer && { ...viewer, expertStatus: await expertStatusOf(viewer.userId) } };
      },
    );
  };
}
