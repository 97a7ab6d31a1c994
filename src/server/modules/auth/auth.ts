import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { oneTap, twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/domain/limits';
import { AUTH_EMAIL_RATE_LIMIT, AUTH_RATE_LIMIT, PASSWORD_RESET_TTL_SECONDS } from '../../config/limits';
import type { Database } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import { accountChangeHooks } from './account-change-hooks';
import type { AccountReverts } from './account-reverts';
import type { AdminEnrolment } from './admin-enrolment';
import { authDatabaseAdapter, createAuthRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './password-hash';
import { refuseWeakPassword } from './password-rule';
import type { SignInHooks } from './sign-in-hooks';
import type { SignInThrottle } from './sign-in-throttle';
import { TWO_FACTOR_LOCKOUT, twoFactorHooks } from './two-factor-hooks';
import type { CodeCheck } from './two-factor.service';
import { twoFactorDisabledEmail, twoFactorEnabledEmail } from './two-factor.emails';
import { emailChangeEmail, passwordResetEmail, verificationEmail } from './auth.emails';

/**
 * A session refreshes while used (30 days from its last refresh, renewed at most daily) but never outlives 30 days
 * from its sign-in: past that it is signed out and deleted, whatever its refreshed expiry says.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A device trusted at the code step skips it for 30 days. */
const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;

export type AuthOptions = {
  db: Database;
  mailer: Mailer;
  signInHooks: SignInHooks;
  /** The per-account backoff (decision 017); wrong second-factor codes count in it like wrong passwords. */
  throttle: Pick<SignInThrottle, 'attempt' | 'failed' | 'succeeded'>;
  logger: Logger;
  baseUrl: string;
  trustedOrigins: string[];
  secret: string;
  production: boolean;
  google?: { clientId: string; clientSecret: string };
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  authAttemptsPerMinute: number;
  onUserCreated: (user: { id: string; email: string; name: string }) => Promise<void>;
  /** The name changed or a new address was confirmed (account settings): the profile follows. */
  onUserUpdated?: (user: { id: string; email: string; name: string }) => Promise<void>;
  /** An admin without two-factor turns it on only with an e-mailed (or setup-issued) confirmation. */
  adminEnrolment: Pick<AdminEnrolment, 'before' | 'after'>;
  /** "This wasn't me" links in the notices of security changes. */
  reverts: Pick<AccountReverts, 'notify' | 'hasOpenEmailChange'>;
  /** A second-factor code for the request's own session (asked with the password to change the e-mail). */
  checkCode: CodeCheck;
};

export function createAuth(options: AuthOptions) {
  const { db, mailer, signInHooks, logger } = options;
  const repository = createAuthRepository(db);
  const accountUrl = `${options.baseUrl}/account`;
  const secondFactor = twoFactorHooks({ db, throttle: options.throttle, mailer, accountUrl });
  const { reverts } = options;
  const accountChanges = accountChangeHooks({
    throttle: options.throttle,
    reverts,
    checkCode: options.checkCode,
    baseUrl: options.baseUrl,
  });
  return betterAuth({
    appName: 'Outcome Marketplace',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: authDatabaseAdapter(db),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // Forgot password: a single-use link to our reset page; the answer is the same whether or not the address exists.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${options.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.enqueue(passwordResetEmail({ to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Confirming a new account's address signs it in (the link is its first sign-in); the link lands on the page
      // that says it is confirmed. A changed address's link only confirms it (account-change-hooks.ts).
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // An already confirmed account is only sent this for an e-mail change: `user.email` is then the new address,
        // and the current one (still in the database) is told at once.
        if (user.emailVerified) {
          const current = await repository.findUserById(user.id);
          if (current) await accountChanges.emailChangeRequested(current, user.email);
        }
        const mail = user.emailVerified ? emailChangeEmail : verificationEmail;
        await mailer.enqueue(mail({ to: user.email, name: user.name, url }));
      },
    },
    // Account settings: a new address takes effect once confirmed through the link sent to it; asking needs the
    // password (and a code when two-factor is on), checked in the before-hook.
    user: { changeEmail: { enabled: true } },
    socialProviders: options.google
      ? { google: { clientId: options.google.clientId, clientSecret: options.google.clientSecret } }
      : {},
    plugins: [
      // Authenticator apps (TOTP, RFC 6238) with ten single-use backup codes; secret and codes stored encrypted.
      twoFactor({
        issuer: 'Outcome Marketplace',
        trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
        backupCodeOptions: { amount: 10, storeBackupCodes: 'encrypted' },
        accountLockout: TWO_FACTOR_LOCKOUT,
      }),
      ...(options.google ? [oneTap({ clientId: options.google.clientId })] : []),
    ],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      ...AUTH_RATE_LIMIT,
      customRules: {
        '/sign-in/email': { window: 60, max: options.authAttemptsPerMinute },
        '/sign-up/email': { window: 60, max: options.authAttemptsPerMinute },
        '/request-password-reset': AUTH_EMAIL_RATE_LIMIT,
        '/send-verification-email': AUTH_EMAIL_RATE_LIMIT,
        '/reset-password': { window: 60, max: options.authAttemptsPerMinute },
        // Its password check is slowed per account by the backoff, like sign-in's.
        '/change-email': { window: 60, max: options.authAttemptsPerMinute },
        // Wrong codes are slowed per account by the backoff; this only caps one address's pace like sign-in's.
        '/two-factor/*': { window: 60, max: options.authAttemptsPerMinute },
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: options.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.production },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        await secondFactor.after(ctx);
        await options.adminEnrolment.after(ctx);
      }),
      before: createAuthMiddleware(async (ctx) => {
        await refuseWeakPassword(ctx);
        await secondFactor.before(ctx);
        await options.adminEnrolment.before(ctx);
        await accountChanges.before(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await options.onUserCreated({ id: user.id, email: user.email, name: user.name });
          },
        },
        update: {
          after: async (user, ctx) => {
            await options.onUserUpdated?.({ id: user.id, email: user.email, name: user.name });
            // The plugin turns the second factor on when the first code is confirmed, off on /two-factor/disable.
            const notice = { to: user.email, name: user.name, accountUrl };
            const enabled = (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
            // Each notice carries its "This wasn't me" link.
            if (ctx?.path === '/two-factor/verify-totp' && enabled)
              await reverts.notify({ userId: user.id, kind: 'two_factor_on' }, (revertUrl) =>
                twoFactorEnabledEmail({ ...notice, revertUrl }),
              );
            if (ctx?.path === '/two-factor/disable' && !enabled)
              await reverts.notify({ userId: user.id, kind: 'two_factor_off' }, (revertUrl) =>
                twoFactorDisabledEmail({ ...notice, revertUrl }),
              );
          },
        },
      },
      account: {
        update: {
          after: async (_account, ctx) => {
            // A password changed from a signed-in session (not a reset, which came through the mailbox itself).
            const changedBy = ctx?.path === '/change-password' ? ctx.context.session?.user : undefined;
            if (changedBy) await accountChanges.passwordChanged(changedBy);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            // Deferred so the follow-up never delays or fails the sign-in response.
            setImmediate(() => {
              void (async () => {
                const found = await repository.findUserById(session.userId);
                if (found)
                  await signInHooks.runAll({ id: found.id, email: found.email, emailVerified: found.emailVerified });
              })().catch((error) => logger.error({ err: error }, 'sign-in follow-up failed'));
            });
          },
        },
      },
    },
    logger: {
      level: 'warn',
      log: (level, message) =>
        level === 'error' ? logger.error({ auth: message }, 'auth') : logger.warn({ auth: message }, 'auth'),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth's session for these request headers, or null when there is none or it is older than
 * SESSION_ABSOLUTE_LIFETIME_MS since its creation; such a session is revoked (its row deleted) on the way.
 */
export async function getLiveSession(auth: Auth, headers: Headers, now = Date.now()) {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  if (now - new Date(found.session.createdAt).getTime() <= SESSION_ABSOLUTE_LIFETIME_MS) return found;
  const context = await auth.$context;
  await context.internalAdapter.deleteSession(found.session.token);
  return null;
}
