import type { Mail } from '../../providers/email/mailer';
import { escapeHtml } from '../../providers/email/escape-html';

/**
 * Security e-mails about two-factor authentication (and the layout of the e-mail and password notices). They are
 * account security notices, not optional mail: they go out whatever the person's e-mail preferences say.
 */
export type SecurityNotice = {
  to: string;
  name: string;
  accountUrl: string;
  /** The "This wasn't me" link (account-reverts.ts): signs the account out everywhere and asks for a new password. */
  revertUrl?: string;
};

const IF_NOT_YOU =
  'If this was not you, reset your password at once ("Forgot password?" on the sign-in page) and check your account:';

const IF_NOT_YOU_REVERT =
  'If this was not you, press "This wasn\'t me" (the link works once, for 7 days): it signs your account out everywhere and asks you to choose a new password.';

export function securityEmail(
  { to, name, accountUrl, revertUrl }: SecurityNotice,
  subject: string,
  body: string,
  advice = IF_NOT_YOU,
): Mail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  if (revertUrl)
    return {
      to,
      subject,
      text: `${greeting}\n\n${body}\n\n${IF_NOT_YOU_REVERT}\n\nThis wasn't me: ${revertUrl}\n\nYour account settings: ${accountUrl}`,
      html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(IF_NOT_YOU_REVERT)}</p><p><a href="${escapeHtml(revertUrl)}">This wasn't me</a></p><p><a href="${escapeHtml(accountUrl)}">Open your account settings</a></p>`,
    };
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\n${advice}\n\n${accountUrl}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(advice)}</p><p><a href="${escapeHtml(accountUrl)}">Open your account settings</a></p>`,
  };
}

export const twoFactorEnabledEmail = (notice: SecurityNotice) =>
  securityEmail(
    notice,
    'Two-factor authentication is on',
    'Two-factor authentication was turned on for your Outcome Marketplace account. From now on, signing in asks for a code from your authenticator app after your password.',
  );

export const twoFactorDisabledEmail = (notice: SecurityNotice) =>
  securityEmail(
    notice,
    'Two-factor authentication is off',
    'Two-factor authentication was turned off for your Outcome Marketplace account. Signing in now needs only your password.',
  );

export const twoFactorResetEmail = (notice: SecurityNotice) =>
  securityEmail(
    notice,
    'Your two-factor authentication was reset',
    'An administrator turned off two-factor authentication for your Outcome Marketplace account (for example after you lost your authenticator device) and signed you out everywhere. Sign in with your password and turn it on again from your account settings.',
    'If you did not ask for this, reset your password at once and contact support:',
  );

export const backupCodesRegeneratedEmail = (notice: SecurityNotice) =>
  securityEmail(
    notice,
    'New backup codes for your account',
    'New backup codes were created for your Outcome Marketplace account. Your previous backup codes no longer work.',
  );

export const backupCodeSignInEmail = (notice: SecurityNotice) =>
  securityEmail(
    notice,
    'You signed in with a backup code',
    'Someone signed in to your Outcome Marketplace account with one of your backup codes. That code cannot be used again; if you are running low, create new ones in your account settings.',
  );
