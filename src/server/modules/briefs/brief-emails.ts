import { briefReference } from '../../../shared/domain/briefs';
import type { Mail } from '../../providers/email/mailer';
import { escapeHtml } from '../../providers/email/escape-html';

type SecureLinkMail = { to: string; name: string; briefId: string; link: string };

function secureLinkMail(subject: string, lines: string[], { to, name, link }: SecureLinkMail): Mail {
  const greeting = `Hi ${name},`;
  const closing =
    'This link is personal: anyone with it can read your brief. It expires in 14 days; sign in with this e-mail address to keep access.';
  return {
    to,
    subject,
    text: [greeting, '', ...lines, '', link, '', closing].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">View your brief</a></p>`,
      `<p style="color:#64748b;font-size:13px">${escapeHtml(closing)}</p>`,
    ].join(''),
  };
}

/** To a guest right after submitting: the secure link to their brief. */
export function briefReceivedEmail(mail: SecureLinkMail): Mail {
  return secureLinkMail(
    `We received your brief (ref ${briefReference(mail.briefId)})`,
    [
      'Thank you for your brief. Your proposal is being generated and checked by our QA team within 2 hours.',
      'Use this secure link to view your brief and proposal:',
    ],
    mail,
  );
}

/** To a guest whose proposal passed QA. */
export function proposalReadyEmail(mail: SecureLinkMail): Mail {
  return secureLinkMail(
    `Your proposal is ready (ref ${briefReference(mail.briefId)})`,
    ['Your proposal is ready for review. It has passed quality assurance.', 'Open it with your secure link:'],
    mail,
  );
}
