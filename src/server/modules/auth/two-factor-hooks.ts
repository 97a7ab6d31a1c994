import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Database } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import type { SignInThrottle } from './sign-in-throttle';
import { matchedTotpStep } from './totp-step';
import { backupCodeSignInEmail, backupCodesRegeneratedEmail } from './two-factor.emails';
import { createTwoFactorRepository } from './two-factor.repository';

/** A code from the authenticator app or a backup code: the sign-in's second step, or a signed-in check. */
const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** Every check of a code or of the password that guards the second factor; each counts in the account's backoff. */
const GUARDED_PATHS = new Set([
  ...CODE_PATHS,
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
]);
/** The plugin's cookie naming the account whose password was right and whose code is awaited. */
const TWO_FACTOR_COOKIE = 'two_factor';

/**
 * Consecutive wrong codes that lock the account's second factor, and for how long: the plugin's own lock at sign-in
 * (given to it in auth.ts), applied here to the signed-in checks too.
 */
export const TWO_FACTOR_LOCKOUT = { maxFailedAttempts: 10, durationSeconds: 15 * 60 } as const;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type CodeOwner = { id: string; email: string; name: string; pending: boolean };

/** The account a pending second step is for (from the plugin's signed cookie), or null outside a sign-in. */
async function pendingAccount(ctx: HookContext) {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending ? ctx.context.internalAdapter.findUserById(pending.value) : null;
}

/** Whose code or password this request checks: the pending sign-in's account, else the signed-in person. */
async function ownerOf(ctx: HookContext): Promise<CodeOwner | null> {
  const pending = await pendingAccount(ctx);
  if (pending) return { id: pending.id, email: pending.email, name: pending.name, pending: true };
  const user = (await getSessionFromCtx(ctx).catch(() => null))?.user;
  return user ? { id: user.id, email: user.email, name: user.name, pending: false } : null;
}

/** The client address as the auth route (auth.routes.ts) or our own code-check route set it from Fastify's view. */
const addressOf = (ctx: HookContext) =>
  ctx.headers?.get('x-forwarded-for') ?? ctx.request?.headers.get('x-forwarded-for') ?? 'unknown';

/** A wrong code (401) or a wrong password (the plugin's INVALID_PASSWORD). */
function wrongSecret(returned: unknown): boolean {
  if (!(returned instanceof APIError)) return false;
  return returned.statusCode === 401 || (returned.body as { code?: string } | undefined)?.code === 'INVALID_PASSWORD';
}

/**
 * better-auth hooks around its twoFactor plugin:
 * - every check of a code or of the password on the second factor counts in the per-account backoff and its alert
 *   e-mail like a wrong sign-in password (decision 017); wrong codes also count in the account's lock;
 * - an authenticator code works once: its time step must be after the last one used (RFC 6238 §5.2), taken in one
 *   conditional update so two requests with the same code cannot both pass;
 * - the security e-mails for codes regenerated and a backup-code sign-in. Turning the second factor on and off is
 *   told from the user update itself (auth.ts).
 */
export function twoFactorHooks({
  db,
  throttle,
  mailer,
  accountUrl,
}: {
  db: Database;
  throttle: Pick<SignInThrottle, 'attempt' | 'failed' | 'succeeded'>;
  mailer: Pick<Mailer, 'enqueue'>;
  accountUrl: string;
}) {
  const repository = createTwoFactorRepository(db);

  /** A wrong code or password: the backoff's burst (and its alert), and for codes the account's lock. */
  async function countFailure(owner: CodeOwner, countsInLock: boolean): Promise<void> {
    await throttle.failed(owner.email);
    if (!countsInLock) return;
    const until = new Date(Date.now() + TWO_FACTOR_LOCKOUT.durationSeconds * 1000);
    await repository.recordCodeFailure(owner.id, TWO_FACTOR_LOCKOUT.maxFailedAttempts, until);
  }

  /** Refuses an authenticator code whose step is not after the last one used, and takes the step when it is. */
  async function takeTotpStepOnce(ctx: HookContext, owner: CodeOwner): Promise<void> {
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    const state = await repository.codeStateOf(owner.id);
    if (typeof code !== 'string' || !state) return;
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: state.secret });
    const step = matchedTotpStep(secret, code);
    // Not a code of any step in the window: the plugin refuses it and counts it.
    if (step === null || (await repository.claimTotpStep(owner.id, step))) return;
    await countFailure(owner, true);
    throw new APIError('UNAUTHORIZED', {
      code: 'INVALID_CODE',
      message: 'That code was already used. Wait for the next one in your authenticator app.',
    });
  }

  return {
    /** Called from auth.ts's own before-hook: the backoff first, then an authenticator code used once. */
    async before(ctx: HookContext): Promise<void> {
      if (!GUARDED_PATHS.has(ctx.path)) return;
      const owner = await ownerOf(ctx);
      if (!owner) return;
      const attempt = await throttle.attempt(owner.email, addressOf(ctx));
      if (!attempt.allowed) {
        const minutes = Math.ceil(attempt.retryAfter / 60);
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'TOO_MANY_FAILED_SIGN_INS',
          message: `Too many wrong codes for this account from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        });
      }
      // The plugin checks its lock at sign-in; a signed-in code check is held to the same lock here.
      if (CODE_PATHS.has(ctx.path) && !owner.pending && (await repository.lockedUntil(owner.id)) > Date.now())
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'ACCOUNT_TEMPORARILY_LOCKED',
          message: 'Too many wrong codes for this account. Please try again in 15 minutes.',
        });
      if (ctx.path === '/two-factor/verify-totp') await takeTotpStepOnce(ctx, owner);
    },

    /** Called from auth.ts's own after-hook. */
    async after(ctx: HookContext): Promise<void> {
      if (!GUARDED_PATHS.has(ctx.path)) return;
      const returned = ctx.context.returned;
      if (wrongSecret(returned)) {
        const owner = await ownerOf(ctx);
        // At sign-in the plugin counts wrong codes in its lock itself.
        if (owner) await countFailure(owner, CODE_PATHS.has(ctx.path) && !owner.pending);
        return;
      }
      if (returned instanceof APIError) return;
      // The right code or password: this account + address pair starts afresh.
      const signedIn = ctx.context.newSession?.user;
      const user = ctx.context.session?.user;
      const owner = signedIn ?? user;
      if (owner) await throttle.succeeded(owner.email, addressOf(ctx));
      if (ctx.path === '/two-factor/verify-backup-code' && signedIn)
        await mailer.enqueue(backupCodeSignInEmail({ to: signedIn.email, name: signedIn.name, accountUrl }));
      if (ctx.path === '/two-factor/generate-backup-codes' && user)
        await mailer.enqueue(backupCodesRegeneratedEmail({ to: user.email, name: user.name, accountUrl }));
    },
  };
}
