import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('names a paid pack waiting for its expert "Awaiting expert" in amber, not "Draft"', () => {
    const html = renderToString(<StatusBadge kind="project" status="draft" />);
    expect(html).toContain('>Awaiting expert</span>');
    expect(html).toContain('bg-amber-100');
    expect(html).not.toContain('Draft');
  });

  it('shows a paid order as "Paid" in green, never the raw value "paid"', () => {
    const html = renderToString(<StatusBadge kind="order" status="paid" />);
    expect(html).toContain('>Paid</span>');
    expect(html).toContain('bg-emerald-100');
  });

  it('calls an undecided QA decision "Pending", as the spec does', () => {
    expect(renderToString(<StatusBadge kind="qaDecision" status="pending" />)).toContain('>Pending</span>');
  });

  it('gives the same status of two kinds the colour of its meaning: an approved quote and deliverable are both green', () => {
    const quote = renderToString(<StatusBadge kind="quote" status="approved" />);
    const deliverable = renderToString(<StatusBadge kind="deliverable" status="approved" />);
    expect(quote).toContain('bg-emerald-100');
    expect(deliverable).toContain('bg-emerald-100');
  });
});
