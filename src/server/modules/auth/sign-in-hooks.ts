import type { Logger } from 'pino';

export type SignedInUser = { id: string; email: string; emailVerified: boolean };
export type SignInHook = (user: SignedInUser) => Promise<void>;

/**
 * Follow-ups that run after every sign-in (e.g. linking guest briefs by verified e-mail). They run after the
 * response, and a failing hook is only logged: it must never block or fail a sign-in.
 */
export function createSignInHooks(logger: Logger) {
  const hooks: { name: string; run: SignInHook }[] = [];
  return {
    register(name: string, run: SignInHook): void {
      hooks.push({ name, run });
    },
    async runAll(user: SignedInUser): Promise<void> {
      for (const hook of hooks) {
        try {
          await hook.run(user);
        } catch (error) {
          logger.error({ err: error, hook: hook.name, userId: user.id }, 'sign-in hook failed');
        }
      }
    },
  };
}

export type SignInHooks = ReturnType<typeof createSignInHooks>;
