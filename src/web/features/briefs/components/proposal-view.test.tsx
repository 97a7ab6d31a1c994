import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TProposal } from '@shared/schemas/brief-ai';
import { ProposalView } from './proposal-view';

const proposal = (etaDays: number[]): TProposal => ({
  timeline_weeks: { min: 1, max: 1 },
  budget_band: '£5,000–£15,000',
  roles: ['Delivery Lead'],
  milestones: etaDays.map((eta_days, index) => ({ title: `Step ${index + 1}`, eta_days, outcomes: [] })),
  success_metrics: [],
  assured_addon_note: null,
});

describe('ProposalView', () => {
  it('keeps one unit across the milestones: "Day 6" and "Day 28", never "Day 6" beside "Week 4"', () => {
    const html = renderToString(<ProposalView proposal={proposal([6, 28])} assuredMode={false} />);
    expect(html).toContain('Day 6');
    expect(html).toContain('Day 28');
    expect(html).not.toContain('Week 4');
  });

  it('counts a one-week timeline in the singular', () => {
    const html = renderToString(<ProposalView proposal={proposal([7])} assuredMode={false} />);
    expect(html).toContain('1 week');
    expect(html).not.toContain('1 weeks');
    expect(html).toContain('Week 1');
  });
});
