import { hostname } from 'node:os';
import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { setupRoutes } from './setup.routes';
import { createSetupService, type SetupDeps, type SetupService } from './setup.service';

/** First-admin setup on a fresh install: the link logged at start creates the first admin and signs them in. */
export function createSetupModule({
  db,
  env,
  logger,
  publicUrl,
  auth,
  accounts,
  profiles,
  activity,
  settings,
  adminEnrolment,
}: Pick<ModuleContext, 'db' | 'env' | 'logger' | 'publicUrl'> &
  Pick<AppServices, 'auth' | 'accounts' | 'profiles' | 'activity' | 'settings'> & {
    adminEnrolment: SetupDeps['adminEnrolment'];
  }): ServerModule<SetupService> {
  const setup = createSetupService({
    db,
    accounts,
    profiles,
    activity,
    settings,
    signIn: async (body, headers) =>
      (await auth.api.signInEmail({ body, headers, returnHeaders: true })).headers.getSetCookie(),
    adminEnrolment,
    publicUrl,
    logger,
    instance: `${hostname()}:${env.PORT}`,
  });
  return { service: setup, routes: [setupRoutes({ setup, attemptsPerMinute: env.AUTH_ATTEMPTS_PER_MINUTE })] };
}
