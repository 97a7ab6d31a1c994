import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { billingRoutes } from './billing.routes';
import { profilesRoutes } from './profiles.routes';
import { createProfilesService, type ProfilesService } from './profiles.service';

/** People's profiles and roles, and their billing details (whose routes come later in the API document). */
export function createProfilesModule({
  db,
  publicUrl,
  accounts,
  activity,
  mailer,
  later,
}: Pick<ModuleContext, 'db' | 'publicUrl'> &
  Pick<AppServices, 'accounts' | 'activity' | 'mailer'> & {
    /** Experts is built on profiles: the profile's expert status is read through this port. */
    later: () => Pick<AppServices, 'experts'>;
  }): ServerModule<ProfilesService> & { billingRoutes: FastifyPluginAsyncZod[] } {
  const profiles = createProfilesService({ db, accounts, activity, mailer, publicUrl });
  return {
    service: profiles,
    routes: [profilesRoutes({ expertStatusOf: (userId) => later().experts.statusOf(userId) })],
    billingRoutes: [billingRoutes({ profiles })],
  };
}
