import type { Mail } from '../../providers/email/mailer';
import { escapeHtml } from '../../providers/email/escape-html';

/**
 * Told to every admin (the new one too) when someone is given admin rights: a grant nobody expected is seen at once.
 * An account security notice, sent whatever the e-mail preferences say.
 */
export function adminGrantedEmail({
  to,
  granted,
  grantedBy,
  activityUrl,
}: {
  to: string;
  granted: string;
  grantedBy: string;
  activityUrl: string;
}): Mail {
  const body = `${granted} was given administrator rights on Outcome Marketplace by ${grantedBy}.`;
  const advice =
    'If nobody expected this, remove the rights at once (npm run admin:create -- --remove EMAIL) and check the administrator activity log:';
  return {
    to,
    subject: `${granted} is now an administrator`,
    text: `Hi,\n\n${body}\n\n${advice}\n\n${activityUrl}`,
    html: `<p>Hi,</p><p>${escapeHtml(body)}</p><p>${escapeHtml(advice)}</p><p><a href="${escapeHtml(activityUrl)}">Open the activity log</a></p>`,
  };
}
