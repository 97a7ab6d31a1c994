import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { mailBounceReportRoutes } from './mail-bounce-report.routes';
import { mailBouncesRoutes } from './mail-bounces.routes';
import { createMailBouncesService } from './mail-bounces.service';
import { mailDeliveryRoutes } from './mail-delivery.routes';
import { createMailDeliveryService, type MailDeliveryService } from './mail-delivery.service';

/** The admin's view of outgoing mail (what is undelivered, the bounces) and the endpoint bounce reports arrive at. */
export function createMailDeliveryModule({
  db,
  env,
  mailer,
  activity,
}: Pick<ModuleContext, 'db' | 'env'> & Pick<AppServices, 'mailer' | 'activity'>): ServerModule<MailDeliveryService> {
  const mailDelivery = createMailDeliveryService({ mailer, localMailbox: env.NODE_ENV !== 'production' });
  const mailBounces = createMailBouncesService({ db, mailer, activity });
  return {
    service: mailDelivery,
    routes: [
      mailDeliveryRoutes({ mailDelivery }),
      mailBouncesRoutes({ mailBounces }),
      mailBounceReportRoutes({ mailBounces, secret: env.MAIL_BOUNCE_SECRET }),
    ],
  };
}
