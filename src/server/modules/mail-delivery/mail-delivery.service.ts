import { UNDELIVERED_MAIL_LISTED, type TMailDelivery } from '../../../shared/schemas/mail-delivery';
import type { Mailer } from '../../providers/email/mailer';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * What the admins see of e-mail delivery: whether mail is sent at all (SMTP_URL), how much was kept unsent or failed,
 * and the newest of those messages. Admin-only: the route checks the viewer before calling.
 */
export function createMailDeliveryService({
  mailer,
  localMailbox,
}: {
  mailer: Pick<Mailer, 'transport' | 'undelivered' | 'listUndelivered'>;
  localMailbox: boolean;
}) {
  return {
    async overview(): Promise<TMailDelivery> {
      const [undelivered, recent] = await Promise.all([
        mailer.undelivered(),
        mailer.listUndelivered(UNDELIVERED_MAIL_LISTED),
      ]);
      const counted = ({ count, oldestAt, newestAt }: (typeof undelivered)['stored']) => ({
        count,
        oldestAt: iso(oldestAt),
        newestAt: iso(newestAt),
      });
      return {
        transport: mailer.transport,
        localMailbox,
        stored: counted(undelivered.stored),
        failed: counted(undelivered.failed),
        lastError: undelivered.lastError,
        recent: recent.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          status: row.status === 'failed' ? 'failed' : 'stored',
          createdAt: row.createdAt.toISOString(),
          attempts: row.attempts,
          lastError: row.lastError,
        })),
      };
    },
  };
}

export type MailDeliveryService = ReturnType<typeof createMailDeliveryService>;
