import { APIError } from 'better-auth/api';
import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { createAccountReverts } from './account-reverts';
import { accountRevertsRoutes } from './account-reverts.routes';
import { createAdminEnrolment, type AdminEnrolment } from './admin-enrolment';
import { createAuth, type Auth } from './auth';
import { registerAuthRoutes } from './auth.routes';
import { createSignInThrottle } from './sign-in-throttle';
import { twoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService, type CodeCheck } from './two-factor.service';

/**
 * Sign-in (better-auth: e-mail and password, Google, two-factor), its per-account throttle, the admins' enrolment
 * confirmation and the reverts an account's owner can make by e-mailed link. better-auth's own endpoints are mounted
 * on the app by `mountHandler` (first in the route order); the module's documented routes follow the account's.
 */
export function createAuthModule({
  db,
  env,
  logger,
  publicUrl,
  authSecret,
  mailer,
  activity,
  profiles,
  settings,
  analytics,
  briefs,
  signInHooks,
  google,
  allowedOrigins,
}: Pick<ModuleContext, 'db' | 'env' | 'logger' | 'publicUrl' | 'authSecret'> &
  Pick<AppServices, 'mailer' | 'activity' | 'profiles' | 'settings' | 'analytics' | 'briefs' | 'signInHooks'> & {
    google: { clientId: string; clientSecret: string } | undefined;
    /** Origins better-auth trusts: this instance's, and localhost outside production. */
    allowedOrigins: string[];
  }): ServerModule<Auth> & { adminEnrolment: AdminEnrolment; mountHandler: (app: FastifyInstance) => void } {
  signInHooks.register('link-briefs-by-verified-email', async (user) => void (await briefs.linkToUser(user)));
  signInHooks.register('analytics-sign-in', async (user) =>
    analytics.recordSafely({ name: 'sign_in', userId: user.id }),
  );
  const throttle = createSignInThrottle({ db, mailer, publicUrl, logger });
  // A code for the request's own session: 6 digits from the authenticator app, else a backup code (used up).
  const checkCode: CodeCheck = async (headers, code) => {
    const check = /^\d{6}$/.test(code)
      ? auth.api.verifyTOTP({ headers, body: { code } })
      : auth.api.verifyBackupCode({ headers, body: { code, disableSession: true } });
    return check.then(
      () => true,
      (error: unknown) => {
        if (error instanceof APIError) return false;
        throw error;
      },
    );
  };
  const reverts = createAccountReverts({
    db,
    mailer,
    publicUrl,
    requestPasswordReset: async (email) => void (await auth.api.requestPasswordReset({ body: { email } })),
    onEmailRestored: (account) => profiles.syncFromAccount(account),
  });
  const adminEnrolment = createAdminEnrolment({
    db,
    mailer,
    baseUrl: publicUrl,
    needsConfirmation: async (userId) =>
      (await settings.get('require_mfa_for_admins')).enabled && (await profiles.listAdminIds()).includes(userId),
  });
  const auth = createAuth({
    db,
    mailer,
    signInHooks,
    adminEnrolment,
    throttle,
    logger,
    baseUrl: publicUrl,
    trustedOrigins: allowedOrigins,
    secret: authSecret,
    production: env.NODE_ENV === 'production',
    google,
    authAttemptsPerMinute: env.AUTH_ATTEMPTS_PER_MINUTE,
    onUserCreated: async (user) => {
      await profiles.createForUser(user);
      await analytics.recordSafely({ name: 'sign_up', userId: user.id });
    },
    onUserUpdated: (user) => profiles.syncFromAccount(user),
    reverts,
    checkCode,
  });
  const twoFactor = createTwoFactorService({ db, mailer, publicUrl, activity, checkCode, reverts });
  return {
    service: auth,
    routes: [accountRevertsRoutes({ reverts }), twoFactorRoutes({ twoFactor })],
    adminEnrolment,
    mountHandler: (app) => registerAuthRoutes(app, { auth, baseUrl: publicUrl, throttle }),
  };
}
