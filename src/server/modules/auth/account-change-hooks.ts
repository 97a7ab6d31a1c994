import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { emailChangeNoticeEmail, passwordChangedEmail } from './account-change.emails';
import type { AccountReverts } from './account-reverts';
import type { SignInThrottle } from './sign-in-throttle';
import type { CodeCheck } from './two-factor.service';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const refuse = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message });

/** The client address as the auth route set it from Fastify's view (auth.routes.ts). */
const addressOf = (ctx: HookContext) => ctx.headers?.get('x-forwarded-for') ?? 'unknown';

/**
 * Changing the e-mail address like the best providers do:
 * - asking for it (`/change-email`) needs the current password, and a code when two-factor is on; a wrong password
 *   counts in the per-account backoff like a wrong sign-in (wrong codes count through the two-factor hooks);
 * - the current address is told at once, with a "This wasn't me" link (account-reverts.ts);
 * - the link sent to the new address only confirms it: it never signs in a browser, and it stops working once the
 *   owner has followed "This wasn't me".
 * A changed password is told the same way.
 */
export function accountChangeHooks({
  throttle,
  reverts,
  checkCode,
  baseUrl,
}: {
  throttle: Pick<SignInThrottle, 'attempt' | 'failed' | 'succeeded'>;
  reverts: Pick<AccountReverts, 'notify' | 'hasOpenEmailChange'>;
  checkCode: CodeCheck;
  baseUrl: string;
}) {
  const accountUrl = `${baseUrl}/account`;

  /** The password (and code) of the signed-in person, checked before better-auth's change-email runs. */
  async function requireCredentials(ctx: HookContext): Promise<void> {
    const signedIn = await getSessionFromCtx(ctx);
    if (!signedIn) return; // better-auth answers 401.
    const { user } = signedIn;
    const body = (ctx.body ?? {}) as { password?: unknown; code?: unknown };
    if (typeof body.password !== 'string' || body.password.length === 0)
      throw refuse('PASSWORD_REQUIRED', 'Enter your current password to change your e-mail address.');
    const attempt = await throttle.attempt(user.email, addressOf(ctx));
    if (!attempt.allowed) {
      const minutes = Math.ceil(attempt.retryAfter / 60);
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'TOO_MANY_FAILED_SIGN_INS',
        message: `Too many wrong passwords for this account from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    }
    const credential = (await ctx.context.internalAdapter.findAccounts(user.id)).find(
      (linked) => linked.providerId === 'credential' && linked.password,
    );
    if (!credential?.password)
      throw refuse(
        'PASSWORD_NOT_SET',
        'Your account has no password yet. Set one with "Forgot password?" on the sign-in page, then change your e-mail address.',
      );
    if (!(await ctx.context.password.verify({ hash: credential.password, password: body.password }))) {
      await throttle.failed(user.email);
      throw refuse('INVALID_PASSWORD', 'That is not your current password.');
    }
    await throttle.succeeded(user.email, addressOf(ctx));
    if (!(user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
    if (typeof body.code !== 'string' || body.code.trim().length === 0)
      throw refuse('TWO_FACTOR_CODE_REQUIRED', 'Enter a code from your authenticator app (or a backup code).');
    if (!(await checkCode(ctx.headers ?? new Headers(), body.code.trim())))
      throw refuse('INVALID_CODE', 'That code is not right. Enter the current code from your authenticator app.');
  }

  /**
   * The new address's link: confirmed here, without creating a session, and only while the change is open. Sign-up
   * confirmation links (no new address in them) go on to better-auth, which signs the new account in.
   */
  async function confirmEmailChange(ctx: HookContext): Promise<void> {
    const token = (ctx.query as { token?: unknown } | undefined)?.token;
    const payload = typeof token === 'string' ? await verifyJWT(token, ctx.context.secret) : null;
    const email = typeof payload?.email === 'string' ? payload.email : null;
    const newEmail = typeof payload?.updateTo === 'string' ? payload.updateTo : null;
    if (!email || !newEmail) return;
    const failed = (reason: string) => ctx.redirect(`${baseUrl}/email-confirmed?error=${reason}`);
    const found = await ctx.context.internalAdapter.findUserByEmail(email);
    if (!found || !(await reverts.hasOpenEmailChange(found.user.id, email, newEmail))) throw failed('CHANGE_CANCELLED');
    if (await ctx.context.internalAdapter.findUserByEmail(newEmail)) throw failed('EMAIL_TAKEN');
    await ctx.context.internalAdapter.updateUser(found.user.id, { email: newEmail, emailVerified: true });
    const signedIn = await getSessionFromCtx(ctx);
    throw ctx.redirect(signedIn ? `${baseUrl}/account?email=confirmed` : `${baseUrl}/email-confirmed?changed=1`);
  }

  return {
    async before(ctx: HookContext): Promise<void> {
      if (ctx.path === '/change-email') await requireCredentials(ctx);
      if (ctx.path === '/verify-email') await confirmEmailChange(ctx);
    },

    /**
     * better-auth is about to send the confirmation link to `newEmail`: the current address (still the account's)
     * is told at once with its "This wasn't me" link.
     */
    async emailChangeRequested(current: { id: string; email: string; name: string }, newEmail: string): Promise<void> {
      const change = { userId: current.id, kind: 'email_change' as const, restoreEmail: current.email, newEmail };
      await reverts.notify(change, (revertUrl) =>
        emailChangeNoticeEmail({ to: current.email, name: current.name, accountUrl, revertUrl }, newEmail),
      );
    },

    /** A password was changed by its owner's session: tell them, with the link that undoes it. */
    async passwordChanged(account: { id: string; email: string; name: string }): Promise<void> {
      await reverts.notify({ userId: account.id, kind: 'password_change' }, (revertUrl) =>
        passwordChangedEmail({ to: account.email, name: account.name, accountUrl, revertUrl }),
      );
    },
  };
}
