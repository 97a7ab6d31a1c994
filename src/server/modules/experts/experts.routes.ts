import { z } from 'zod';
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
import { OPTIONAL_SESSION } from '../../plugins/openapi';
import { requireViewer } from '../../plugins/viewer';
import type { ExpertsService } from './experts.service';

/** Any id a visitor may type in /experts/{id}: one that is not an expert's answers 404 (the page's 404), not 400. */
const ZPublicExpertParamsSchema = z.object({ id: z.string().max(100) });

/** The applicant's and expert's own routes, public profiles and a client's saved experts. */
export function expertsRoutes({ experts }: { experts: ExpertsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['experts'];

    app.get(
      '/api/expert/profile',
      {
        schema: {
          operationId: 'getMyExpertProfile',
          summary: "Read the signed-in person's expert profile (null before applying)",
          tags,
          response: { 200: ZMyExpertProfileResponseSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return { profile: await experts.myProfile(viewer.userId) };
      },
    );

    app.post(
      '/api/expert/application',
      {
        schema: {
          operationId: 'applyAsExpert',
          summary: 'Apply to join as an expert',
          tags,
          body: ZExpertApplicationSchema,
          response: { 201: ZExpertProfileSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.status(201).send(await experts.apply(viewer.userId, request.body));
      },
    );

    app.patch(
      '/api/expert/profile',
      {
        schema: {
          operationId: 'updateMyExpertProfile',
          summary: "Change the signed-in expert's profile",
          tags,
          body: ZExpertProfileUpdateSchema,
          response: { 200: ZExpertProfileSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return experts.updateProfile(viewer.userId, request.body);
      },
    );

    app.put(
      '/api/expert/availability',
      {
        schema: {
          operationId: 'setExpertAvailability',
          summary: 'Set whether the signed-in expert is available for new work',
          tags,
          body: ZExpertAvailabilitySchema,
          response: { 200: ZExpertProfileSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return experts.setAvailability(viewer.userId, request.body.available);
      },
    );

    app.get(
      '/api/experts/:id',
      {
        schema: {
          operationId: 'getPublicExpertProfile',
          summary: "Read an expert's public profile",
          security: OPTIONAL_SESSION,
          tags,
          params: ZPublicExpertParamsSchema,
          response: { 200: ZPublicExpertResponseSchema },
        },
      },
      async (request) => {
        const viewer = await request.viewer();
        return experts.publicProfile(request.params.id, viewer?.userId ?? null);
      },
    );

    app.get(
      '/api/saved-experts',
      {
        schema: {
          operationId: 'listSavedExperts',
          summary: 'List the experts the signed-in client saved',
          tags,
          response: { 200: ZSavedExpertListSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return { experts: await experts.listSaved(viewer.userId) };
      },
    );

    app.put(
      '/api/saved-experts/:id',
      {
        schema: {
          operationId: 'saveExpert',
          summary: "Save an expert to the signed-in client's list",
          tags,
          params: ZExpertIdParamsSchema,
          response: { 200: ZSavedStateSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        await experts.save(viewer.userId, request.params.id);
        return { saved: true };
      },
    );

    app.delete(
      '/api/saved-experts/:id',
      {
        schema: {
          operationId: 'unsaveExpert',
          summary: "Remove an expert from the signed-in client's saved list",
          tags,
          params: ZExpertIdParamsSchema,
          response: { 200: ZSavedStateSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        await experts.unsave(viewer.userId, request.params.id);
        return { saved: false };
      },
    );
  };
}
