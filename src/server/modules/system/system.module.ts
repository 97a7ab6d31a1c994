import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import type { TDemoSignIn } from '../../../shared/schemas/demo';
import { seoRoutes } from './seo.routes';
import { systemRoutes } from './system.routes';

/** Health, the public configuration the web app starts from, the sitemap and robots.txt. */
export function createSystemModule({
  db,
  env,
  publicUrl,
  catalog,
  googleClientId,
  demoAccounts,
}: Pick<ModuleContext, 'db' | 'env' | 'publicUrl'> &
  Pick<AppServices, 'catalog'> & {
    /** Set when Google sign-in is configured. */
    googleClientId: string | null;
    /** The seeded demo accounts the sign-in page offers, where they were seeded. */
    demoAccounts: TDemoSignIn[] | null;
  }): ServerModule<null> {
  const production = env.NODE_ENV === 'production';
  const publicConfig = {
    bookingUrl: env.BOOKING_URL,
    googleClientId,
    oneTapOrigin: googleClientId && env.PUBLIC_URL && production ? new URL(env.PUBLIC_URL).origin : null,
    devMailbox: !production,
    paymentsMode: env.STRIPE_SECRET_KEY ? ('stripe' as const) : ('sandbox' as const),
    paymentsTestMode: production && env.PAYMENTS_SANDBOX,
    demoAccounts,
  };
  return { service: null, routes: [systemRoutes({ db, publicConfig }), seoRoutes({ publicUrl, catalog })] };
}
