import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMITS } from '../../../config/limits';
import {
  renderCheckoutPage,
  renderClosedPage,
  renderDeliveryFailedPage,
  renderMissingPage,
} from './sandbox-checkout-page';
import { SANDBOX_SIGNATURE_HEADER, type SandboxOutcome, type SandboxPaymentProvider } from './sandbox-payment-provider';

const ZSessionParams = z.object({ id: z.string().regex(/^cs_sandbox_[A-Za-z0-9_-]{10,64}$/) });
const ZActionParams = ZSessionParams.extend({ outcome: z.enum(['pay', 'decline', 'cancel']) });
const OUTCOME: Record<'pay' | 'decline' | 'cancel', SandboxOutcome> = {
  pay: 'paid',
  decline: 'declined',
  cancel: 'canceled',
};

/**
 * The sandbox's hosted checkout page. Its buttons close the session and deliver a signed webhook to the same
 * endpoint Stripe calls (in-process, through the full route: raw body, signature check, fulfilment), then send
 * the tester where Stripe would: the success url after Pay, the cancel url after Cancel.
 */
export function sandboxCheckoutRoutes({
  sandbox,
  webhookPath,
}: {
  sandbox: SandboxPaymentProvider;
  webhookPath: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const html = (status: number, body: string) => ({ status, body });
    // The page's buttons are plain HTML forms (no script); their bodies carry nothing the routes need.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMITS.sandboxCheckoutForm },
      (_request, _body, done) => done(null, {}),
    );

    app.get(
      '/sandbox/checkout/:id',
      { schema: { hide: true, params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        const parsed = ZSessionParams.safeParse(request.params);
        const session = parsed.success ? await sandbox.findSession(parsed.data.id) : null;
        const page = !session
          ? html(404, renderMissingPage())
          : session.status === 'open'
            ? html(200, renderCheckoutPage(session))
            : html(200, renderClosedPage(session, sandbox.successUrlOf(session)));
        return reply
          .status(page.status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page.body);
      },
    );

    app.post(
      '/sandbox/checkout/:id/:outcome',
      { schema: { hide: true, params: ZActionParams } },
      async (request, reply) => {
        const { id, outcome } = request.params;
        const closed = await sandbox.close(id, OUTCOME[outcome]);
        if (!closed) {
          // Already closed (double click, another tab): show where it stands.
          const session = await sandbox.findSession(id);
          if (!session) return reply.status(404).type('text/html; charset=utf-8').send(renderMissingPage());
          return reply.redirect(`/sandbox/checkout/${encodeURIComponent(id)}`, 303);
        }
        const delivered = await app.inject({
          method: 'POST',
          url: webhookPath,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: closed.signature },
          payload: closed.body,
        });
        if (delivered.statusCode >= 300) {
          request.log.error({ status: delivered.statusCode, sessionId: id }, 'sandbox webhook delivery failed');
          return reply.status(502).type('text/html; charset=utf-8').send(renderDeliveryFailedPage());
        }
        if (outcome === 'pay') return reply.redirect(sandbox.successUrlOf(closed.session), 303);
        if (outcome === 'cancel') return reply.redirect(closed.session.cancelUrl, 303);
        return reply.redirect(`/sandbox/checkout/${encodeURIComponent(id)}`, 303);
      },
    );
  };
}
