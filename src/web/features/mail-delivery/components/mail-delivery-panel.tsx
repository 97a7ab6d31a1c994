import { MAIL_DELIVERY_ATTEMPTS, type TMailDelivery, type TUndeliveredMessage } from '@shared/schemas/mail-delivery';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { useScrollToHash } from '@web/lib/use-scroll-to-hash';
import { useMailDelivery } from '../api/get-mail-delivery';
import { mailDeliveryProblems } from '../lib/mail-delivery-problems';
import { BouncedAddresses } from './bounced-addresses';

function sendingOf(delivery: TMailDelivery): string {
  if (delivery.transport === 'smtp') return 'Sent over SMTP (SMTP_URL).';
  if (delivery.localMailbox)
    return 'Kept in the outbox and shown in the local mailbox (/dev/mailbox): SMTP_URL is not set.';
  return 'Not sent: SMTP_URL is not set, so every e-mail is kept unsent in the outbox.';
}

function UndeliveredMessage({ message }: { message: TUndeliveredMessage }) {
  return (
    <li className="space-y-1 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={message.status === 'failed' ? 'destructive' : 'warning'}>
          {message.status === 'failed' ? 'Failed' : 'Kept unsent'}
        </Badge>
        <time dateTime={message.createdAt} className="text-xs text-slate-600">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <p className="break-words text-sm">
        <span className="font-medium">{message.subject}</span> to {message.to}
      </p>
      {message.lastError && (
        <p className="break-words text-xs text-red-800">
          After {message.attempts} attempts: {message.lastError}
        </p>
      )}
    </li>
  );
}

function MailDeliveryOverview({ delivery }: { delivery: TMailDelivery }) {
  const problems = mailDeliveryProblems(delivery, new Date());
  return (
    <div className="space-y-4">
      <p className="text-sm">{sendingOf(delivery)}</p>
      {problems.map((problem) => (
        <p
          key={problem}
          role="alert"
          className="break-words rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {problem}
        </p>
      ))}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-sm">
        <dt className="text-slate-600">Kept unsent</dt>
        <dd className="tabular-nums">{delivery.stored.count.toLocaleString('en-GB')}</dd>
        <dt className="text-slate-600">Failed</dt>
        <dd className="tabular-nums">{delivery.failed.count.toLocaleString('en-GB')}</dd>
      </dl>
      {delivery.recent.length > 0 && (
        <section aria-labelledby="undelivered-heading">
          <h3 id="undelivered-heading" className="font-medium">
            Newest undelivered e-mails
          </h3>
          <ul className="divide-y divide-slate-200">
            {delivery.recent.map((message) => (
              <UndeliveredMessage key={message.id} message={message} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** E-mail delivery on the admin Settings tab: whether mail is sent, and what was kept unsent or failed. */
export function MailDeliveryPanel() {
  const { data, error } = useMailDelivery();
  useScrollToHash('email-delivery', Boolean(data));
  return (
    <Card id="email-delivery" className="scroll-mt-24">
      <CardHeader>
        <CardTitle asChild>
          <h2>E-mail delivery</h2>
        </CardTitle>
        <CardDescription>
          Every e-mail goes through the outbox. With SMTP_URL set it is sent; a message is given up after{' '}
          {MAIL_DELIVERY_ATTEMPTS} failed attempts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load e-mail delivery: {error.message}
          </p>
        ) : data ? (
          <MailDeliveryOverview delivery={data} />
        ) : (
          <Skeleton className="h-24" />
        )}
        <div className="mt-6">
          <BouncedAddresses />
        </div>
      </CardContent>
    </Card>
  );
}
