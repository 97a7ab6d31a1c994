import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZProjectRatingsSchema, ZRatingBodySchema } from '../../../shared/schemas/ratings';
import { requireViewer } from '../../plugins/viewer';
import type { RatingsService } from './ratings.service';

export function ratingsRoutes({ ratings }: { ratings: RatingsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/ratings',
      {
        schema: {
          operationId: 'getProjectRatings',
          summary: "Read a project's ratings",
          tags: ['ratings'],
          params: ZIdParamsSchema,
          response: { 200: ZProjectRatingsSchema },
        },
      },
      async (request) => ratings.view(await requireViewer(request), request.params.id),
    );

    app.post(
      '/api/projects/:id/ratings',
      {
        schema: {
          operationId: 'rateProject',
          summary: 'Rate the other side of a completed project',
          tags: ['ratings'],
          params: ZIdParamsSchema,
          body: ZRatingBodySchema,
          response: { 201: ZProjectRatingsSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.code(201).send(await ratings.rate(viewer, request.params.id, request.body));
      },
    );
  };
}
