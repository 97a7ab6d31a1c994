import { formatMoney } from '../../../../shared/domain/money';
import { escapeHtml } from '../../email/escape-html';
import type { SandboxSessionRow } from './sandbox-sessions.repository';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
.banner{background:#f59e0b;color:#1c1917;text-align:center;font-weight:700;letter-spacing:.08em;padding:.6rem 1rem;font-size:.85rem}
main{max-width:28rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.75rem;box-shadow:0 1px 3px rgba(15,23,42,.08)}
.brand{font-size:.85rem;color:#64748b;margin:0 0 1rem}h1{font-size:1.35rem;margin:0 0 .25rem}
.amount{font-size:2rem;font-weight:700;margin:.75rem 0 1rem}.muted{color:#64748b;font-size:.9rem;line-height:1.45}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1.5rem;font-size:.9rem}dt{color:#64748b}dd{margin:0;word-break:break-word}
form{margin:0}.actions{display:grid;gap:.6rem}
button,.link{display:block;width:100%;border-radius:.5rem;padding:.8rem 1rem;font-size:1rem;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;border:1px solid transparent}
.pay{background:#4f46e5;color:#fff}.pay:hover{background:#4338ca}
.decline{background:#fff;color:#b91c1c;border-color:#fecaca}.decline:hover{background:#fef2f2}
.cancel{background:transparent;color:#475569}.cancel:hover{text-decoration:underline}
.link{background:#0f172a;color:#fff}
button:focus-visible,.link:focus-visible{outline:3px solid #818cf8;outline-offset:2px}
.notice{border-radius:.5rem;padding:.9rem 1rem;margin:0 0 1.25rem;font-size:.95rem}
.notice.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca}.notice.ok{background:#f0fdf4;color:#166534;border:1px solid #bbf7d0}
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Sandbox checkout (test mode)</title><style>${STYLE}</style></head>
<body><div class="banner" role="status">TEST MODE — sandbox checkout, no real money moves</div>
<main><div class="card"><p class="brand">Outcome Marketplace · Sandbox payments</p>${content}</div></main></body></html>`;
}

function summary(session: SandboxSessionRow): string {
  return `<h1>${escapeHtml(session.productName)}</h1>
<p class="amount">${escapeHtml(formatMoney(session.amount, session.currency, { alwaysShowMinor: true }))}</p>
<dl><dt>Billed to</dt><dd>${escapeHtml(session.customerEmail)}</dd><dt>Session</dt><dd>${escapeHtml(session.id)}</dd></dl>`;
}

const siteHome = (session: SandboxSessionRow) => new URL('/catalog', session.successUrl).toString();

/** The hosted checkout page of an open session: Pay, Decline, Cancel. */
export function renderCheckoutPage(session: SandboxSessionRow): string {
  const action = (outcome: string) => `/sandbox/checkout/${encodeURIComponent(session.id)}/${outcome}`;
  const amount = formatMoney(session.amount, session.currency, { alwaysShowMinor: true });
  return layout(
    'Pay',
    `${summary(session)}
<p class="muted">This is the built-in test checkout. <strong>Pay</strong> simulates a successful card payment,
<strong>Decline</strong> a refused card, and <strong>Cancel</strong> leaves without paying.</p>
<div class="actions">
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
}

/** What a closed session shows: after Decline, or when the page is opened again later. */
export function renderClosedPage(session: SandboxSessionRow, successUrl: string): string {
  switch (session.status) {
    case 'declined':
      return layout(
        'Payment declined',
        `${summary(session)}<div class="notice error" role="alert"><strong>Payment declined.</strong> The test card was declined and you have not been charged.</div>
<a class="link" href="${escapeHtml(siteHome(session))}">Back to the catalog</a>`,
      );
    case 'paid':
      return layout(
        'Payment complete',
        `${summary(session)}<div class="notice ok" role="status">This checkout is already paid.</div><a class="link" href="${escapeHtml(successUrl)}">Continue</a>`,
      );
    case 'expired':
      // Stripe's page for a session that was expired: it can no longer be paid.
      return layout(
        'Checkout expired',
        `${summary(session)}<div class="notice error" role="alert"><strong>This Checkout Session has expired.</strong> It can no longer be paid and you have not been charged. Start again from the page you came from.</div><a class="link" href="${escapeHtml(session.cancelUrl)}">Continue</a>`,
      );
    default:
      return layout(
        'Checkout canceled',
        `${summary(session)}<div class="notice error" role="status">This checkout was canceled.</div><a class="link" href="${escapeHtml(session.cancelUrl)}">Continue</a>`,
      );
  }
}

export function renderMissingPage(): string {
  return layout(
    'Not found',
    '<h1>Checkout not found</h1><p class="muted">This checkout session does not exist. Start again from the catalog.</p>',
  );
}

export function renderDeliveryFailedPage(): string {
  return layout(
    'Something went wrong',
    '<h1>Something went wrong</h1><p class="muted">The sandbox could not report this payment. Please try again from the catalog.</p>',
  );
}
