import type { Mail } from '../../providers/email/mailer';
import { escapeHtml } from '../../providers/email/escape-html';

export function verificationEmail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `${greeting}\n\nConfirm your e-mail address to finish creating your Outcome Marketplace account:\n\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this message.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Confirm your e-mail address to finish creating your Outcome Marketplace account:</p><p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p><p>The link is valid for 24 hours. If you did not sign up, ignore this message.</p>`,
  };
}

export function passwordResetEmail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    subject: 'Reset your password',
    text: `${greeting}\n\nSomeone (hopefully you) asked to reset the password of your Outcome Marketplace account. Choose a new password here:\n\n${url}\n\nThe link works once and expires in 1 hour. Resetting signs you out everywhere else. If you did not ask for this, ignore this message: your password stays as it is.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone (hopefully you) asked to reset the password of your Outcome Marketplace account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>The link works once and expires in 1 hour. Resetting signs you out everywhere else. If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  };
}

export function signInAlertEmail({ to, name, resetUrl }: { to: string; name: string; resetUrl: string }): Mail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const body =
    'There have been several failed attempts to sign in to your Outcome Marketplace account with a wrong password ' +
    'or sign-in code. ' +
    'We are slowing down further attempts from the addresses they came from; your account is not locked, and you ' +
    'can still sign in as usual from your own device.';
  const advice =
    'If this was you, no action is needed. If it was not, consider choosing a new, unique password ' +
    '("Forgot password?" on the sign-in page):';
  return {
    to,
    subject: 'Someone is trying to sign in to your account',
    text: `${greeting}\n\n${body}\n\n${advice}\n\n${resetUrl}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(advice)}</p><p><a href="${escapeHtml(resetUrl)}">Go to the sign-in page</a></p>`,
  };
}

export function emailChangeEmail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    subject: 'Confirm your new e-mail address',
    text: `${greeting}\n\nConfirm this address to use it for your Outcome Marketplace account:\n\n${url}\n\nThe link is valid for 24 hours. Until then your account keeps its current address. If you did not ask for this, ignore this message.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Confirm this address to use it for your Outcome Marketplace account:</p><p><a href="${escapeHtml(url)}">Confirm my new e-mail address</a></p><p>The link is valid for 24 hours. Until then your account keeps its current address. If you did not ask for this, ignore this message.</p>`,
  };
}
