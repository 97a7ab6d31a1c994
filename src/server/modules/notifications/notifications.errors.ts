import { appError } from '../../errors';

export const notificationsErrors = {
  notFound: () => appError('notifications.not_found', 404, 'Notification not found'),
};
