import { securityEmail, type SecurityNotice } from './two-factor.emails';

/** An address shown in a notice to the old one: enough to recognise it, not enough to hand it to a reader. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

/** To the current address, at once, when a change to a new one is asked for (security notice, sent whatever the preferences). */
export const emailChangeNoticeEmail = (notice: Required<SecurityNotice>, newEmail: string) =>
  securityEmail(
    notice,
    'Your e-mail address is being changed',
    `Your e-mail address is being changed to ${maskEmail(newEmail)}. The change takes effect once the link sent to that address is opened. From then on, sign-in and every e-mail use the new address.`,
  );

export const passwordChangedEmail = (notice: Required<SecurityNotice>) =>
  securityEmail(notice, 'Your password was changed', 'The password of your Outcome Marketplace account was changed.');
