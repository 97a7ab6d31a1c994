import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/domain/limits';
import { createPasswordJudge } from '../../../shared/domain/password-judge';
import {
  judgePassword,
  weakPasswordMessage,
  type TPasswordJudge,
  type TPasswordOwner,
} from '../../../shared/domain/password-strength';
import { commonPasswords } from './common-passwords';

let judge: TPasswordJudge | null = null;

/** zxcvbn and both breached lists (zxcvbn's and the shipped one), built once on first use. */
function serverJudge(): TPasswordJudge {
  if (judge) return judge;
  const built = createPasswordJudge();
  const list = commonPasswords();
  judge = { zxcvbn: built.zxcvbn, isBreached: (word) => list.has(word) || built.isBreached(word) };
  return judge;
}

/** Why a new password is refused, in words (the rule the browser's meter shows), or null when it is strong enough. */
export function weakPasswordReason(password: string, owner: TPasswordOwner): string | null {
  const strength = judgePassword(serverJudge(), password, owner);
  return strength.acceptable ? null : weakPasswordMessage(strength);
}

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Where better-auth takes a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** The account a new password is for: the sign-up form's, the reset link's, or the signed-in one's. */
async function ownerOf(ctx: AuthContext): Promise<TPasswordOwner> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email') return { name: String(body.name ?? ''), email: String(body.email ?? '') };
  if (ctx.path === '/change-password') return (await getSessionFromCtx(ctx))?.user ?? {};
  const token = body.token ?? (ctx.query as Record<string, unknown> | undefined)?.token;
  if (typeof token !== 'string') return {};
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return (verification && (await ctx.context.internalAdapter.findUserById(verification.value))) ?? {};
}

/**
 * Refuses a weak new password wherever better-auth takes one (sign-up, reset, change), before anything is stored.
 * Lengths out of range are left to better-auth's own too-short / too-long answer.
 */
export async function refuseWeakPassword(ctx: AuthContext): Promise<void> {
  const field = NEW_PASSWORD_FIELDS[ctx.path];
  const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return;
  const reason = weakPasswordReason(password, await ownerOf(ctx));
  if (reason) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: reason });
}
