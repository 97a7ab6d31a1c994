import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '../../../shared/schemas/common';
import { ZNotificationListSchema, ZNotificationSchema } from '../../../shared/schemas/notifications';
import { requireViewer } from '../../plugins/viewer';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes({ notifications }: { notifications: NotificationsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          operationId: 'listNotifications',
          summary: "List the signed-in person's notifications",
          tags: ['notifications'],
          response: { 200: ZNotificationListSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return notifications.list(viewer.userId);
      },
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: {
          operationId: 'markNotificationRead',
          summary: 'Mark a notification read',
          tags: ['notifications'],
          params: ZIdParamsSchema,
          response: { 200: ZNotificationSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return notifications.markRead(viewer.userId, request.params.id);
      },
    );

    app.post(
      '/api/notifications/read-all',
      {
        schema: {
          operationId: 'markAllNotificationsRead',
          summary: "Mark all the signed-in person's notifications read",
          tags: ['notifications'],
          response: { 200: z.object({ updated: z.number().int() }) },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        return { updated: await notifications.markAllRead(viewer.userId) };
      },
    );
  };
}
