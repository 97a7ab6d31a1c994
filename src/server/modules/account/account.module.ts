import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountService } from './account.service';

/** Account settings and the account's data export; they act on the request's own better-auth session. */
export function createAccountModule({
  auth,
  ...deps
}: Pick<ModuleContext, 'db'> &
  Pick<
    AppServices,
    | 'auth'
    | 'accounts'
    | 'profiles'
    | 'briefs'
    | 'experts'
    | 'requests'
    | 'quotes'
    | 'payments'
    | 'projects'
    | 'ledger'
    | 'notifications'
  >): ServerModule<AccountService> {
  const account = createAccountService({
    ...deps,
    sessions: {
      updateName: async (headers, name) => void (await auth.api.updateUser({ headers, body: { name } })),
      listSessions: async (headers) => {
        const [sessions, current] = await Promise.all([
          auth.api.listSessions({ headers }),
          auth.api.getSession({ headers }),
        ]);
        return { sessions, currentToken: current?.session.token ?? null };
      },
      revokeOtherSessions: async (headers) => void (await auth.api.revokeOtherSessions({ headers })),
    },
  });
  return { service: account, routes: [accountRoutes({ account })] };
}
