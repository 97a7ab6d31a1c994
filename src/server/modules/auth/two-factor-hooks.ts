import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Mailer } from '../../providers/email/mailer';
import type { SignInThrottle } from './sign-in-throttle';
import { backupCodeSignInEmail, backupCodesRegeneratedEmail } from './two-factor.emails';

/** The sign-in's second step: a code from the authenticator app or a backup code. */
const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** The plugin's cookie naming the account whose password was right and whose code is awaited. */
const TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a pending second step is for (from the plugin's signed cookie), or null outside a sign-in. */
async function pendingAccount(ctx: HookContext) {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending ? ctx.context.internalAdapter.findUserById(pending.value) : null;
}

/** The client address as the auth route set it from Fastify's view (auth.routes.ts). */
const addressOf = (ctx: HookContext) => ctx.request?.headers.get('x-forwarded-for') ?? 'unknown';

/**
 * better-auth hooks around its twoFactor plugin: wrong codes at sign-in count in the per-account backoff like wrong
 * passwords (decision 017), and the security e-mails for codes regenerated and a backup-code sign-in. Turning the
 * second factor on and off is told from the user update itself (auth.ts).
 */
export function twoFactorHooks({
  throttle,
  mailer,
  accountUrl,
}: {
  throttle: Pick<SignInThrottle, 'attempt' | 'failed' | 'succeeded'>;
  mailer: Pick<Mailer, 'enqueue'>;
  accountUrl: string;
}) {
  return {
    /** Called from auth.ts's own before-hook: refuses a code while this account + address pair is backing off. */
    async before(ctx: HookContext): Promise<void> {
      if (!CODE_PATHS.has(ctx.path)) return;
      const owner = await pendingAccount(ctx);
      if (!owner) return;
      const attempt = await throttle.attempt(owner.email, addressOf(ctx));
      if (attempt.allowed) return;
      const minutes = Math.ceil(attempt.retryAfter / 60);
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'TOO_MANY_FAILED_SIGN_INS',
        message: `Too many wrong codes for this account from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    },

    after: createAuthMiddleware(async (ctx) => {
      const failed = ctx.context.returned instanceof APIError;
      if (CODE_PATHS.has(ctx.path)) {
        const signedIn = ctx.context.newSession?.user;
        if (!failed && signedIn) {
          await throttle.succeeded(signedIn.email, addressOf(ctx));
          if (ctx.path === '/two-factor/verify-backup-code')
            await mailer.enqueue(backupCodeSignInEmail({ to: signedIn.email, name: signedIn.name, accountUrl }));
        } else if (failed && (ctx.context.returned as APIError).statusCode === 401) {
          const owner = await pendingAccount(ctx);
          if (owner) await throttle.failed(owner.email);
        }
        return;
      }
      const user = ctx.context.session?.user;
      if (ctx.path === '/two-factor/generate-backup-codes' && !failed && user)
        await mailer.enqueue(backupCodesRegeneratedEmail({ to: user.email, name: user.name, accountUrl }));
    }),
  };
}
