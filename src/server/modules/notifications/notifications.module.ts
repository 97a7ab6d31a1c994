import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { emailUnsubscribeRoutes } from './email-unsubscribe.routes';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

/** In-app notifications (pushed live), the e-mails sent with them and their one-click unsubscribe links. */
export function createNotificationsModule({
  db,
  publicUrl,
  authSecret,
  hub,
  mailer,
  profiles,
}: Pick<ModuleContext, 'db' | 'publicUrl' | 'authSecret'> &
  Pick<AppServices, 'hub' | 'mailer' | 'profiles'>): ServerModule<NotificationsService> {
  const notifications = createNotificationsService({ db, hub, mailer, profiles, publicUrl, authSecret });
  return {
    service: notifications,
    routes: [notificationsRoutes({ notifications }), emailUnsubscribeRoutes({ notifications })],
  };
}
