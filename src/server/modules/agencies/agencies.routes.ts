import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import {
  ZAgencyDetailSchema,
  ZAgencyInvitationSchema,
  ZAgencyMemberParamsSchema,
  ZAgencyParamsSchema,
  ZAgencyProjectParamsSchema,
  ZChangeMemberRoleSchema,
  ZCreateAgencySchema,
  ZInviteMemberSchema,
  ZMyAgenciesSchema,
  ZSetProjectSharesSchema,
} from '../../../shared/schemas/agencies';
import { requireViewer } from '../../plugins/viewer';
import type { AgenciesService } from './agencies.service';

/** Agencies: the owner's management, the members' shared dashboard and the invitation answers. */
export function agenciesRoutes({ agencies }: { agencies: AgenciesService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['agencies'];

    app.get(
      '/api/agencies',
      {
        schema: {
          operationId: 'listMyAgencies',
          summary: 'List the agencies the signed-in person owns or belongs to',
          tags,
          response: { 200: ZMyAgenciesSchema },
        },
      },
      async (request) => agencies.mine(await requireViewer(request)),
    );

    app.post(
      '/api/agencies',
      {
        schema: {
          operationId: 'createAgency',
          summary: 'Create an agency owned by the signed-in expert',
          tags,
          body: ZCreateAgencySchema,
          response: { 201: ZAgencyDetailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await agencies.create(await requireViewer(request), request.body)),
    );

    app.get(
      '/api/agencies/:id',
      {
        schema: {
          operationId: 'getAgency',
          summary: 'Read an agency: its members, projects and earnings shares',
          tags,
          params: ZAgencyParamsSchema,
          response: { 200: ZAgencyDetailSchema },
        },
      },
      async (request) => agencies.detail(await requireViewer(request), request.params.id),
    );

    app.post(
      '/api/agencies/:id/members',
      {
        schema: {
          operationId: 'inviteAgencyMember',
          summary: 'Invite an expert to join the agency',
          tags,
          params: ZAgencyParamsSchema,
          body: ZInviteMemberSchema,
          response: { 201: ZAgencyDetailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await agencies.invite(await requireViewer(request), request.params.id, request.body)),
    );

    app.patch(
      '/api/agencies/:id/members/:memberId',
      {
        schema: {
          operationId: 'changeAgencyMemberRole',
          summary: "Change a member's role in the agency",
          tags,
          params: ZAgencyMemberParamsSchema,
          body: ZChangeMemberRoleSchema,
          response: { 200: ZAgencyDetailSchema },
        },
      },
      async (request) =>
        agencies.changeRole(
          await requireViewer(request),
          request.params.id,
          request.params.memberId,
          request.body.role,
        ),
    );

    app.delete(
      '/api/agencies/:id/members/:memberId',
      {
        schema: {
          operationId: 'removeAgencyMember',
          summary: 'Remove a member from the agency',
          tags,
          params: ZAgencyMemberParamsSchema,
          response: { 200: ZAgencyDetailSchema },
        },
      },
      async (request) =>
        agencies.removeMember(await requireViewer(request), request.params.id, request.params.memberId),
    );

    app.put(
      '/api/agencies/:id/projects/:projectId/shares',
      {
        schema: {
          operationId: 'setAgencyProjectShares',
          summary: "Set how an agency project's earnings are shared among members",
          tags,
          params: ZAgencyProjectParamsSchema,
          body: ZSetProjectSharesSchema,
          response: { 200: ZAgencyDetailSchema },
        },
      },
      async (request) =>
        agencies.setProjectShares(
          await requireViewer(request),
          request.params.id,
          request.params.projectId,
          request.body,
        ),
    );

    app.get(
      '/api/agency-invitations/:id',
      {
        schema: {
          operationId: 'getAgencyInvitation',
          summary: 'Read an invitation to join an agency',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAgencyInvitationSchema },
        },
      },
      async (request) => agencies.invitation(await requireViewer(request), request.params.id),
    );

    app.post(
      '/api/agency-invitations/:id/accept',
      {
        schema: {
          operationId: 'acceptAgencyInvitation',
          summary: 'Accept an invitation to join an agency',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAgencyInvitationSchema },
        },
      },
      async (request) => agencies.accept(await requireViewer(request), request.params.id),
    );

    app.post(
      '/api/agency-invitations/:id/decline',
      {
        schema: {
          operationId: 'declineAgencyInvitation',
          summary: 'Decline an invitation to join an agency',
          tags,
          params: ZIdParamsSchema,
          response: { 200: ZAgencyInvitationSchema },
        },
      },
      async (request) => agencies.decline(await requireViewer(request), request.params.id),
    );
  };
}
