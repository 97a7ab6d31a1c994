import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAIL_DELIVERY_API, ZMailDeliverySchema } from '../../../shared/schemas/mail-delivery';
import { requireAdmin } from '../../plugins/viewer';
import type { MailDeliveryService } from './mail-delivery.service';

/** E-mail delivery for the admin workspace's notice and Settings panel (admin only). */
export function mailDeliveryRoutes({ mailDelivery }: { mailDelivery: MailDeliveryService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MAIL_DELIVERY_API.overview,
      {
        schema: {
          operationId: 'getMailDelivery',
          summary: 'Whether e-mail is sent, and the messages that were not delivered',
          description:
            'Whether SMTP_URL is set, how many e-mails were kept unsent (no SMTP) or failed after every attempt, since ' +
            'when, the newest failure and the ten newest undelivered messages. Admins only.',
          tags: ['admin'],
          response: { 200: ZMailDeliverySchema },
        },
      },
      async (request) => {
        await requireAdmin(request);
        return mailDelivery.overview();
      },
    );
  };
}
