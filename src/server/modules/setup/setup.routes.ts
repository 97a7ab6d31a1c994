import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFirstAdminCreatedSchema,
  ZFirstAdminInputSchema,
  ZSetupLinkSchema,
  ZSetupTokenParamsSchema,
} from '../../../shared/schemas/setup';
import { headersOf } from '../../plugins/viewer';
import type { SetupService } from './setup.service';

/** Opening the page checks the link once; a few reloads are fine, guessing is not (tokens are 256-bit anyway). */
const CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** First-admin setup: no session needed (the link is the credential); both answer 404 once setup is closed. */
export function setupRoutes({
  setup,
  attemptsPerMinute,
}: {
  setup: SetupService;
  /** Like sign-up's limit: attempts per client address per minute (AUTH_ATTEMPTS_PER_MINUTE). */
  attemptsPerMinute: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Filed with account in the API document: it creates the first administrator's account.
    const tags = ['account'];

    app.get(
      '/api/setup/:token',
      {
        config: { rateLimit: CHECK_RATE_LIMIT },
        schema: {
          operationId: 'getFirstAdminSetupLink',
          summary: 'Check a first-admin setup link (404 when it no longer works)',
          tags,
          security: [],
          params: ZSetupTokenParamsSchema,
          response: { 200: ZSetupLinkSchema },
        },
      },
      async (request) => setup.check(request.params.token),
    );

    app.post(
      '/api/setup/:token',
      {
        config: { rateLimit: { max: attemptsPerMinute, timeWindow: '1 minute' } },
        schema: {
          operationId: 'createFirstAdmin',
          summary: 'Create the first admin account with the setup link and sign it in',
          tags,
          security: [],
          params: ZSetupTokenParamsSchema,
          body: ZFirstAdminInputSchema,
          response: { 200: ZFirstAdminCreatedSchema },
        },
      },
      async (request, reply) => {
        // better-auth's session records the client address from this header, as on its own routes (auth.routes.ts).
        const headers = headersOf(request);
        headers.set('x-forwarded-for', request.ip);
        const { cookies, result } = await setup.createFirstAdmin(request.params.token, request.body, {
          ip: request.ip,
          headers,
        });
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return result;
      },
    );
  };
}
