import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZTwoFactorCodeSchema,
  ZTwoFactorResetResultSchema,
  ZTwoFactorResetSchema,
  ZTwoFactorStatusSchema,
} from '../../../shared/schemas/two-factor';
import { headersOf, requireAdmin, requireViewer } from '../../plugins/viewer';
import type { TwoFactorService } from './two-factor.service';

/** A code guessed here is slowed like a sign-in code: a few tries a minute per address. */
const CODE_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

/**
 * Two-factor authentication routes of ours; enabling, confirming, regenerating backup codes and turning off with the
 * password are better-auth's own /api/auth/two-factor/* endpoints.
 */
export function twoFactorRoutes({ twoFactor }: { twoFactor: TwoFactorService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/account/two-factor',
      {
        schema: {
          operationId: 'getTwoFactorStatus',
          summary: 'Read whether two-factor authentication is on for the signed-in person',
          tags: ['account'],
          response: { 200: ZTwoFactorStatusSchema },
        },
      },
      async (request) => twoFactor.status((await requireViewer(request)).userId),
    );

    app.post(
      '/api/account/two-factor/disable-with-code',
      {
        config: { rateLimit: CODE_RATE_LIMIT },
        schema: {
          operationId: 'disableTwoFactorWithCode',
          summary: 'Turn two-factor authentication off with a current code',
          tags: ['account'],
          body: ZTwoFactorCodeSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        // The code check counts in the backoff per client address: Fastify's view of it, not one the client names.
        const headers = headersOf(request);
        headers.set('x-forwarded-for', request.ip);
        await twoFactor.disableWithCode(viewer.userId, headers, request.body.code);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/admin/two-factor/reset',
      {
        schema: {
          operationId: 'resetTwoFactor',
          summary: "Reset someone's two-factor authentication (a lost device)",
          tags: ['account'],
          body: ZTwoFactorResetSchema,
          response: { 200: ZTwoFactorResetResultSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return twoFactor.resetFor(request.body.email, admin);
      },
    );
  };
}
