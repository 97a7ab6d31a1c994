import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { devMailboxRoutes } from './dev-mailbox.routes';

/** Outside production, the e-mails sent are read back at /dev/mailbox; in production there is nothing to register. */
export function createDevMailboxModule({
  env,
  mailer,
}: Pick<ModuleContext, 'env'> & Pick<AppServices, 'mailer'>): ServerModule<null> {
  return { service: null, routes: env.NODE_ENV === 'production' ? [] : [devMailboxRoutes({ mailer })] };
}
