import { plural } from '@shared/domain/plural';
import type { TMailDelivery } from '@shared/schemas/mail-delivery';
import { formatDate, formatDateTime } from '@web/lib/format';

/** How long a delivery failure stays in the admins' notice: failed mail stays failed, the notice should not. */
export const FAILURE_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the admins must hear about e-mail delivery, one sentence each: mail is not sent at all (production without
 * SMTP_URL; outside production the local mailbox is the intended delivery), and mail that failed after every attempt
 * in the last week. Empty when all is well.
 */
export function mailDeliveryProblems(delivery: TMailDelivery, now: Date): string[] {
  const problems: string[] = [];
  if (delivery.transport === 'outbox' && !delivery.localMailbox) {
    const { count, oldestAt } = delivery.stored;
    problems.push(
      count > 0 && oldestAt
        ? `E-mail is not being sent: SMTP_URL is not set. ${plural(count, 'e-mail')} kept unsent since ${formatDate(oldestAt)}.`
        : 'E-mail is not being sent: SMTP_URL is not set, so confirmations, notifications and alerts reach no one.',
    );
  }
  const { count, newestAt } = delivery.failed;
  if (count > 0 && newestAt && now.getTime() - new Date(newestAt).getTime() < FAILURE_NOTICE_DAYS * DAY_MS)
    problems.push(
      `${plural(count, 'e-mail')} could not be delivered after every attempt; the latest on ${formatDateTime(newestAt)}` +
        (delivery.lastError ? `: ${delivery.lastError}` : '.'),
    );
  return problems;
}
