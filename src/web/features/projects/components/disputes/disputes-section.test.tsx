import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TProjectAssurance } from '@shared/schemas/assurance';
import type { TProjectDisputes } from '@shared/schemas/disputes';
import { queryKeys } from '@web/lib/query-keys';
import { AssuranceBlock } from '../assurance/assurance-block';
import { DisputesSection } from './disputes-section';

const PROJECT_ID = '5b0c7c4e-0d5e-4c36-9a2f-1f0d9c1f2a10';
const DISPUTE_ID = '6c1d8d5f-1e6f-4d47-8b3a-2a1e0d2a3b21';

function render(seed: (client: QueryClient) => void, node: ReactNode): string {
  const queryClient = new QueryClient();
  seed(queryClient);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const resolved: TProjectDisputes = {
  disputes: [
    {
      id: DISPUTE_ID,
      projectId: PROJECT_ID,
      milestoneId: null,
      milestoneTitle: 'Milestone 1: Data model',
      reason: 'Wrong table',
      status: 'resolved',
      amount: 200_000,
      currency: 'gbp',
      resolution: 'partial_refund',
      refundAmount: 75_000,
      resolutionNote: null,
      resolvedAt: '2026-11-22T09:00:00.000Z',
      createdAt: '2026-11-21T09:00:00.000Z',
      events: [
        {
          id: '7d2e9e60-2f70-4e58-9c4b-3b2f1e3b4c32',
          kind: 'opened',
          body: 'Wrong table',
          authorName: 'Dora Client',
          authorRole: 'client',
          createdAt: '2026-11-21T09:00:00.000Z',
        },
      ],
      files: [],
    },
  ],
  disputable: [],
  can: { open: false, answer: false, comment: false, resolve: false },
};

describe('DisputesSection', () => {
  it('shows a partial refund as refund + release that add up to the disputed amount, with the timeline', () => {
    const html = render(
      (client) => client.setQueryData(queryKeys.projects.disputes(PROJECT_ID), resolved),
      <DisputesSection projectId={PROJECT_ID} currency="gbp" />,
    );
    expect(html).toContain('£750.00 refunded to the client, £1,250.00 released to the expert.');
    expect(html).toContain('Dora Client');
    expect(html).toContain('opened the dispute');
    expect(html).not.toContain('Dispute a Milestone');
  });

  it('offers the client Dispute a Milestone while a funded milestone can be disputed; empty state otherwise', () => {
    const html = render(
      (client) =>
        client.setQueryData(queryKeys.projects.disputes(PROJECT_ID), {
          disputes: [],
          disputable: [{ milestoneId: DISPUTE_ID, title: 'Milestone 1: Data model', amount: 200_000 }],
          can: { open: true, answer: false, comment: false, resolve: false },
        } satisfies TProjectDisputes),
      <DisputesSection projectId={PROJECT_ID} currency="gbp" />,
    );
    expect(html).toContain('Dispute a Milestone');
    expect(html).toContain('No disputes');
  });
});

describe('AssuranceBlock', () => {
  const assurance = (assured: boolean, canRequest: boolean): TProjectAssurance => ({
    assured,
    replacements: [],
    can: { requestReplacement: canRequest },
  });

  it('shows Outcome Assurance and the replacement request on assured projects only', () => {
    const shown = render(
      (client) => client.setQueryData(queryKeys.projects.assurance(PROJECT_ID), assurance(true, true)),
      <AssuranceBlock projectId={PROJECT_ID} />,
    );
    expect(shown).toContain('Outcome Assurance');
    expect(shown).toContain('Request Replacement Expert');
    const hidden = render(
      (client) => client.setQueryData(queryKeys.projects.assurance(PROJECT_ID), assurance(false, false)),
      <AssuranceBlock projectId={PROJECT_ID} />,
    );
    expect(hidden).not.toContain('Outcome Assurance');
  });
});
