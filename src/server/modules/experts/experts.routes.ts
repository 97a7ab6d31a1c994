import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZExpertApplicationSchema,
  ZExpertAvailabilitySchema,
  ZExpertIdParamsSchema,
  ZExpertProfileSchema,
  ZExpertProfileUpdateSchema,
  ZMyExpertProfileResponseSchema,
  ZPublicExpertResponseSchema,
  ZSavedExpertListSchema,
  ZSavedStateSchema,
} from '../../../shared/schemas/experts';
import { requireViewer } from '../../plugins/viewer';
import type { ExpertsService } from './experts.service';

/** The applicant's and expert's own routes, public profiles and a client's saved experts. */
export function expertsRoutes({ experts }: { experts: ExpertsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['experts'];

    app.get(
      '/api/expert/profile',
      { schema: { tags, response: { 200: ZMyExpertProfileResponseSchema } } },
      async (request) => {
        const viewer = await requireViewer(request);
        return { profile: await experts.myProfile(viewer.userId) };
      },
    );

    app.post(
      '/api/expert/application',
      { schema: { tags, body: ZExpertApplicationSchema, response: { 201: ZExpertProfileSchema } } },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.status(201).send(await experts.apply(viewer.userId, request.body));
      },
    );

    app.patch(
      '/api/expert/profile',
      { schema: { tags, body: ZExpertProfileUpdateSchema, response: { 200: ZExpertProfileSchema } } },
      async (request) => {
        const viewer = await requireViewer(request);
        return experts.updateProfile(viewer.userId, request.body);
      },
    );

    app.put(
      '/api/expert/availability',
      { schema: { tags, body: ZExpertAvailabilitySchema, response: { 200: ZExpertProfileSchema } } },
      async (request) => {
        const viewer = await requireViewer(request);
        return experts.setAvailability(viewer.userId, request.body.available);
      },
    );

    app.get(
      '/api/experts/:id',
      { schema: { tags, params: ZExpertIdParamsSchema, response: { 200: ZPublicExpertResponseSchema } } },
      async (request) => {
        const viewer = await request.viewer();
        return experts.publicProfile(request.params.id, viewer?.userId ?? null);
      },
    );

    app.get('/api/saved-experts', { schema: { tags, response: { 200: ZSavedExpertListSchema } } }, async (request) => {
      const viewer = await requireViewer(request);
      return { experts: await experts.listSaved(viewer.userId) };
    });

    app.put(
      '/api/saved-experts/:id',
      { schema: { tags, params: ZExpertIdParamsSchema, response: { 200: ZSavedStateSchema } } },
      async (request) => {
        const viewer = await requireViewer(request);
        await experts.save(viewer.userId, request.params.id);
        return { saved: true };
      },
    );

    app.delete(
      '/api/saved-experts/:id',
      { schema: { tags, params: ZExpertIdParamsSchema, response: { 200: ZSavedStateSchema } } },
      async (request) => {
        const viewer = await requireViewer(request);
        await experts.unsave(viewer.userId, request.params.id);
        return { saved: false };
      },
    );
  };
}
