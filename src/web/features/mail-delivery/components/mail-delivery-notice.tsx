import { Link } from 'react-router';
import { Notice } from '@web/components/ui/notice';
import { useMailDelivery } from '../api/get-mail-delivery';
import { mailDeliveryProblems } from '../lib/mail-delivery-problems';

/** On every admin page while e-mail is not sent or recently failed: how many messages, why, and where to see them. */
export function MailDeliveryNotice() {
  const { data } = useMailDelivery();
  const problems = data ? mailDeliveryProblems(data, new Date()) : [];
  if (problems.length === 0) return null;
  return (
    <Notice tone="warning" data-testid="mail-delivery-notice">
      {problems.map((problem) => (
        <p key={problem} className="break-words">
          {problem}
        </p>
      ))}
      <Link to="/admin/settings#email-delivery" className="font-medium underline underline-offset-2">
        See e-mail delivery in Settings
      </Link>
    </Notice>
  );
}
