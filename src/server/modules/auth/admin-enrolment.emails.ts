import type { Mail } from '../../providers/email/mailer';
import { escapeHtml } from '../../providers/email/escape-html';

/** The link an admin without two-factor opens to confirm it is them before turning it on (account security mail). */
export function adminEnrolmentEmail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const body =
    'Someone signed in to your administrator account wants to turn on two-factor authentication. If it was you, open this link within 30 minutes to continue. It works once.';
  const advice =
    'If it was not you, someone knows your password: do not open the link, and reset your password at once ("Forgot password?" on the sign-in page).';
  return {
    to,
    subject: 'Confirm it is you to turn on two-factor authentication',
    text: `${greeting}\n\n${body}\n\n${url}\n\n${advice}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Confirm and turn on two-factor authentication</a></p><p>${escapeHtml(advice)}</p>`,
  };
}
