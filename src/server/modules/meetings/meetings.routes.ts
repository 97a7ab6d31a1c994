import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOkSchema } from '../../../shared/schemas/common';
import {
  ZCreateChatMeetingSchema,
  ZCreateMeetingSchema,
  ZMeetingListSchema,
  ZMeetingParamsSchema,
  ZMeetingSchema,
  ZProjectMeetingsParamsSchema,
  ZRescheduleMeetingSchema,
} from '../../../shared/schemas/meetings';
import { rawResponse, redirectResponse } from '../../plugins/openapi';
import { requireViewer } from '../../plugins/viewer';
import type { MeetingsService } from './meetings.service';

const tags = ['meetings'];

/** A project's meetings (participants and admins; others 404), their calendar files and the Google connection. */
export function meetingsRoutes({ meetings }: { meetings: MeetingsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:projectId/meetings',
      {
        schema: {
          operationId: 'listProjectMeetings',
          summary: "List a project's meetings",
          tags,
          params: ZProjectMeetingsParamsSchema,
          response: { 200: ZMeetingListSchema },
        },
      },
      async (request) => meetings.listForViewer(await requireViewer(request), request.params.projectId),
    );

    app.post(
      '/api/projects/:projectId/meetings',
      {
        schema: {
          operationId: 'createMeeting',
          summary: 'Schedule a meeting on a project',
          tags,
          params: ZProjectMeetingsParamsSchema,
          body: ZCreateMeetingSchema,
          response: { 201: ZMeetingSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.code(201).send(await meetings.create(viewer, request.params.projectId, request.body));
      },
    );

    app.post(
      '/api/projects/:projectId/meetings/from-chat',
      {
        schema: {
          operationId: 'createMeetingFromChat',
          summary: 'Start a meeting from the project chat',
          tags,
          params: ZProjectMeetingsParamsSchema,
          body: ZCreateChatMeetingSchema,
          response: { 201: ZMeetingSchema },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.code(201).send(await meetings.createFromChat(viewer, request.params.projectId, request.body));
      },
    );

    app.get(
      '/api/projects/:projectId/meetings/:id/ics',
      {
        schema: {
          operationId: 'downloadMeetingIcs',
          summary: 'Download a meeting as a calendar file (.ics)',
          response: { 200: rawResponse('text/calendar', 'The meeting as an iCalendar file (attachment).') },
          tags,
          params: ZMeetingParamsSchema,
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const file = await meetings.calendarFile(viewer, request.params.projectId, request.params.id);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );

    app.post(
      '/api/projects/:projectId/meetings/:id/reschedule',
      {
        schema: {
          operationId: 'rescheduleMeeting',
          summary: 'Move a meeting to a new time (its organizer or an admin)',
          description:
            'Attendees get an updated invitation (same UID, next SEQUENCE). 409 when the meeting was cancelled, has ' +
            'ended or was changed at the same moment.',
          tags,
          params: ZMeetingParamsSchema,
          body: ZRescheduleMeetingSchema,
          response: { 200: ZMeetingSchema },
        },
      },
      async (request) => {
        const { projectId, id } = request.params;
        return meetings.reschedule(await requireViewer(request), projectId, id, request.body);
      },
    );

    app.post(
      '/api/projects/:projectId/meetings/:id/cancel',
      {
        schema: {
          operationId: 'cancelMeeting',
          summary: 'Cancel a meeting (its organizer or an admin)',
          description:
            'Attendees get a cancellation (METHOD:CANCEL, same UID, next SEQUENCE). 409 when the meeting was already ' +
            'cancelled or has ended.',
          tags,
          params: ZMeetingParamsSchema,
          response: { 200: ZOkSchema },
        },
      },
      async (request) => {
        await meetings.cancel(await requireViewer(request), request.params.projectId, request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/meetings/google/connect',
      {
        schema: {
          operationId: 'connectGoogleCalendar',
          summary: "Start connecting the signed-in person's Google Calendar",
          response: { 302: redirectResponse("Redirects to Google's consent page.") },
          tags,
          querystring: z.object({ projectId: z.uuid() }),
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.redirect(await meetings.googleConsentUrl(viewer, request.query.projectId));
      },
    );

    app.get(
      '/api/meetings/google/callback',
      {
        schema: {
          operationId: 'finishGoogleCalendarConnection',
          summary: 'Finish connecting Google Calendar (Google redirects here)',
          response: { 302: redirectResponse("Redirects back to the project's Meetings tab.") },
          tags,
          querystring: z.object({
            state: z.string().max(2000),
            code: z.string().max(2000).optional(),
            error: z.string().max(200).optional(),
            scope: z.string().max(2000).optional(),
          }),
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(request);
        return reply.redirect(await meetings.googleCallback(viewer, request.query));
      },
    );

    app.delete(
      '/api/meetings/google/connection',
      {
        schema: {
          operationId: 'disconnectGoogleCalendar',
          summary: "Disconnect the signed-in person's Google Calendar",
          tags,
          response: { 200: ZOkSchema },
        },
      },
      async (request) => {
        await meetings.disconnectGoogle(await requireViewer(request));
        return { ok: true as const };
      },
    );
  };
}
