import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccountRevertInputSchema, ZAccountRevertResultSchema } from '../../../shared/schemas/account-revert';
import type { AccountReverts } from './account-reverts';

/** The link is the credential (256-bit): a few presses are fine, guessing is not. */
const REVERT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** "This wasn't me" from a security notice: no session needed, and the person may well have none. */
export function accountRevertsRoutes({ reverts }: { reverts: Pick<AccountReverts, 'revert'> }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/account/revert',
      {
        config: { rateLimit: REVERT_RATE_LIMIT },
        schema: {
          operationId: 'revertAccountChange',
          summary: 'Undo a security change from its notice\'s link ("This wasn\'t me")',
          description:
            'The old address back (even after the new one was confirmed), every session signed out, the password disabled and a reset link e-mailed. 410 when the link was used or is over 7 days old.',
          tags: ['account'],
          security: [],
          body: ZAccountRevertInputSchema,
          response: { 200: ZAccountRevertResultSchema },
        },
      },
      async (request) => reverts.revert(request.body.token),
    );
  };
}
