import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMITS } from '../../config/limits';
import type { NotificationsService } from './notifications.service';
import {
  renderConfirmPage,
  renderInvalidLinkPage,
  renderResubscribedPage,
  renderUnsubscribedPage,
} from './unsubscribe-pages';

const ZTokenQuery = z.object({ token: z.string().max(200) });

/**
 * One-click unsubscribe (RFC 8058) for mail a preference can turn off. Mail clients POST `List-Unsubscribe=One-Click`
 * to the List-Unsubscribe URL without cookies, so the signed token is the only credential; the footer link opens the
 * same URL with GET, which only asks. Outside `/api/`, so the Origin check (a mail client sends none) does not apply.
 */
export function emailUnsubscribeRoutes({
  notifications,
}: {
  notifications: NotificationsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // The one-click body (`List-Unsubscribe=One-Click`) and our own form's empty body carry nothing the routes read.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMITS.sandboxCheckoutForm },
      (_request, _body, done) => done(null, {}),
    );

    app.get('/email/unsubscribe', { schema: { hide: true, querystring: ZTokenQuery } }, async (request, reply) => {
      const category = notifications.unsubscribeCategoryOf(request.query.token);
      const page = category ? renderConfirmPage(category, request.query.token) : renderInvalidLinkPage();
      return reply
        .status(category ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    });

    for (const subscribed of [false, true]) {
      app.post(
        subscribed ? '/email/resubscribe' : '/email/unsubscribe',
        { schema: { hide: true, querystring: ZTokenQuery } },
        async (request, reply) => {
          const { token } = request.query;
          const changed = await notifications.setSubscription(token, subscribed);
          const page = !changed
            ? renderInvalidLinkPage()
            : subscribed
              ? renderResubscribedPage(changed.category)
              : renderUnsubscribedPage(changed.category, token);
          return reply
            .status(changed ? 200 : 404)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(page);
        },
      );
    }
  };
}
