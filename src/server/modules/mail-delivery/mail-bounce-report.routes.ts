import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAIL_BOUNCE_SECRET_HEADER,
  MAIL_BOUNCES_API,
  ZMailReportResultSchema,
} from '../../../shared/schemas/mail-bounces';
import { BODY_LIMITS } from '../../config/limits';
import { appError, commonErrors } from '../../errors';
import type { MailBouncesService } from './mail-bounces.service';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Where the operator's MTA pipe (or a provider webhook) posts the raw bounce or complaint it received for our
 * VERP address. Off (404) without MAIL_BOUNCE_SECRET; the body is the whole message, so this plugin keeps it raw.
 */
export function mailBounceReportRoutes({
  mailBounces,
  secret,
}: {
  mailBounces: MailBouncesService;
  secret: string | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMITS.mailReport }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      MAIL_BOUNCES_API.report,
      {
        schema: {
          operationId: 'receiveMailReport',
          summary: 'Receive a bounce (RFC 3464 delivery status notification) or complaint (RFC 5965 feedback report)',
          description:
            'Called by the mail server, not by browsers: the body is the raw report as received (message/rfc822), ' +
            `with MAIL_BOUNCE_SECRET in the ${MAIL_BOUNCE_SECRET_HEADER} header. A permanent failure of a bad ` +
            'address, or a complaint, stops optional e-mail to the address the message was sent to. Posting the ' +
            'same report again answers the same. 400 for anything that is not such a report about a message we sent.',
          security: [],
          tags: ['mail'],
          headers: z.object({ [MAIL_BOUNCE_SECRET_HEADER]: z.string().max(512).optional() }),
          response: { 200: ZMailReportResultSchema },
        },
      },
      async (request) => {
        if (!secret) throw commonErrors.notFound('Route');
        const given = request.headers[MAIL_BOUNCE_SECRET_HEADER];
        if (typeof given !== 'string' || !sameSecret(given, secret))
          throw appError('mail.report_unauthorized', 401, `Missing or wrong ${MAIL_BOUNCE_SECRET_HEADER} header`);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw appError('mail.report_invalid', 400, 'The body must be the raw report e-mail');
        return mailBounces.receiveReport(request.body);
      },
    );
  };
}
