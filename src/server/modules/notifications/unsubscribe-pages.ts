import { escapeHtml } from '../../providers/email/escape-html';
import type { UnsubscribeCategory } from './unsubscribe-token';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.75rem}
h1{font-size:1.35rem;margin:0 0 .75rem}p{line-height:1.45}form{margin:1rem 0 0}
button{border-radius:.5rem;padding:.7rem 1rem;font-size:1rem;font-weight:600;cursor:pointer;background:#4f46e5;color:#fff;border:0}
button:focus-visible{outline:3px solid #818cf8;outline-offset:2px}a{color:#4338ca}
`;

const KIND: Record<UnsubscribeCategory, string> = {
  activity: 'activity e-mails (quotes, projects, payments)',
  marketing: 'news and offers',
};

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Outcome Marketplace</title><style>${STYLE}</style></head>
<body><main><div class="card">${content}</div></main></body></html>`;
}

const form = (action: 'unsubscribe' | 'resubscribe', token: string, label: string) =>
  `<form method="post" action="/email/${action}?token=${encodeURIComponent(token)}"><button type="submit">${label}</button></form>`;

/** The footer link's page: a GET never changes anything (link scanners follow links), the button does. */
export const renderConfirmPage = (category: UnsubscribeCategory, token: string) =>
  layout(
    'Unsubscribe',
    `<h1>Unsubscribe</h1><p>Stop sending me ${KIND[category]}?</p>${form('unsubscribe', token, 'Unsubscribe')}`,
  );

export const renderUnsubscribedPage = (category: UnsubscribeCategory, token: string) =>
  layout(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1><p>We will no longer send you ${KIND[category]}. You can change this any time in your account settings.</p>${form('resubscribe', token, 'Undo')}`,
  );

export const renderResubscribedPage = (category: UnsubscribeCategory) =>
  layout('Subscribed again', `<h1>Subscribed again</h1><p>We will send you ${KIND[category]} again.</p>`);

export const renderInvalidLinkPage = () =>
  layout(
    'Link not valid',
    '<h1>This link is not valid</h1><p>Change which e-mails you receive in your <a href="/account">account settings</a>.</p>',
  );
