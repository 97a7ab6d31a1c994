import { createHash, randomBytes } from 'node:crypto';
import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { ADMIN_ENROLMENT_PARAM } from '../../../shared/schemas/two-factor';
import type { Database, Executor } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import { adminEnrolmentEmail } from './admin-enrolment.emails';
import { createTwoFactorRepository } from './two-factor.repository';

/** How long an e-mailed (or setup-issued) confirmation lets an admin turn two-factor on. */
const CONFIRMATION_TTL_MS = 30 * 60 * 1000;
const IDENTIFIER_PREFIX = 'admin-mfa-enrolment:';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const identifierOf = (token: string) => `${IDENTIFIER_PREFIX}${createHash('sha256').update(token).digest('hex')}`;

/**
 * While `require_mfa_for_admins` is on, an admin without two-factor holds no admin power, and may turn it on only
 * with a one-time confirmation (30 minutes) sent to their address, or issued by the first-admin setup whose link
 * already proved who they are: a stolen password alone cannot enrol the thief's authenticator. Only the token's
 * SHA-256 is stored.
 */
export function createAdminEnrolment({
  db,
  mailer,
  baseUrl,
  needsConfirmation,
}: {
  db: Database;
  mailer: Pick<Mailer, 'enqueue'>;
  baseUrl: string;
  /** An admin while two-factor is required for admins. */
  needsConfirmation: (userId: string) => Promise<boolean>;
}) {
  const repository = createTwoFactorRepository(db);

  /** A new one-time confirmation for this account; the caller sends or hands over the token. */
  async function issue(userId: string, executor?: Executor): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repository.saveConfirmation(
      identifierOf(token),
      userId,
      new Date(Date.now() + CONFIRMATION_TTL_MS),
      executor,
    );
    return token;
  }

  return {
    issue,

    /** Called from auth.ts's own before-hook: turning two-factor on as such an admin needs the confirmation. */
    async before(ctx: HookContext): Promise<void> {
      if (ctx.path !== '/two-factor/enable') return;
      const user = (await getSessionFromCtx(ctx).catch(() => null))?.user;
      if (!user || (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true) return;
      if (!(await needsConfirmation(user.id))) return;
      const token = (ctx.body as { confirmation?: unknown } | undefined)?.confirmation;
      if (typeof token === 'string' && (await repository.confirmationHolds(identifierOf(token), user.id))) return;
      const fresh = await issue(user.id);
      const url = `${baseUrl}/account?${ADMIN_ENROLMENT_PARAM}=${encodeURIComponent(fresh)}`;
      await mailer.enqueue(adminEnrolmentEmail({ to: user.email, name: user.name, url }));
      throw new APIError('FORBIDDEN', {
        code: 'ADMIN_ENROLMENT_CONFIRMATION_SENT',
        message:
          "We e-mailed you a link to confirm it's you. Open it on this device to turn on two-factor authentication.",
      });
    },

    /** Called from auth.ts's own after-hook: turned on, the confirmation is used up. */
    async after(ctx: HookContext): Promise<void> {
      if (ctx.path !== '/two-factor/enable' || ctx.context.returned instanceof APIError) return;
      const token = (ctx.body as { confirmation?: unknown } | undefined)?.confirmation;
      if (typeof token === 'string') await repository.deleteConfirmation(identifierOf(token));
    },
  };
}

export type AdminEnrolment = ReturnType<typeof createAdminEnrolment>;
