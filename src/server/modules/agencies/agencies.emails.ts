import type { Mail } from '../../providers/email/mailer';
import { escapeHtml } from '../../providers/email/escape-html';

/** To an invited address: who invites them, to which agency and role, and the link to answer. */
export function agencyInvitationEmail({
  to,
  ownerName,
  agencyName,
  roleLabel,
  link,
}: {
  to: string;
  ownerName: string;
  agencyName: string;
  roleLabel: string;
  link: string;
}): Mail {
  const lines = [
    `${ownerName} invited you to join ${agencyName} on Outcome Marketplace as ${roleLabel.toLowerCase()}.`,
    `Open the invitation to accept or decline it. Sign in (or create an account) with ${to} to answer: the invitation is for this address only.`,
  ];
  return {
    to,
    subject: `Invitation to join ${agencyName}`,
    text: ['Hi,', '', ...lines, '', link].join('\n'),
    html: [
      '<p>Hi,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Open the invitation</a></p>`,
    ].join(''),
  };
}
