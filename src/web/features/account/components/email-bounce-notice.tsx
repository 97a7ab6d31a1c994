import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useEmailBounce, useRetryEmail } from '../api/email-bounce-api';
import { EMAIL_FIELD_IDS } from './profile-sections';

/** "Change e-mail" takes the person to the e-mail section's new-address field. */
function focusNewEmail() {
  const field = document.getElementById(EMAIL_FIELD_IDS.newEmail);
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

/**
 * Shown above the e-mail preferences while mail to the person's address bounced (or they reported it as spam):
 * notification e-mails are paused until they change the address or try it again.
 */
export function EmailBounceNotice() {
  const { data } = useEmailBounce();
  const retry = useRetryEmail();
  const bounce = data?.bounce;
  if (!bounce) return null;
  return (
    <div role="alert" className="mb-4 space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-900">
        {bounce.kind === 'complaint'
          ? `An e-mail we sent to ${bounce.address} was reported as spam, so we stopped sending notification e-mails.`
          : `E-mail to ${bounce.address} could not be delivered, so we stopped sending notification e-mails.`}
      </p>
      <p className="break-words text-amber-900">
        <time dateTime={bounce.createdAt}>{formatDateTime(bounce.createdAt)}</time>: {bounce.reason}
      </p>
      <p className="text-amber-900">
        Password resets and other security e-mails are still sent. Change your e-mail address, or try this one again.
      </p>
      {retry.error && <p className="text-red-700">Could not try again: {retry.error.message}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={focusNewEmail}>
          Change e-mail
        </Button>
        <Button
          type="button"
          size="sm"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, { onSuccess: () => toast.success('Notification e-mails will be sent again') })
          }
        >
          {retry.isPending ? 'Trying…' : 'Try again'}
        </Button>
      </div>
    </div>
  );
}
