import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TProjectRatings } from '@shared/schemas/ratings';
import { queryKeys } from '@web/lib/query-keys';
import { RateProjectCard } from './rate-project-card';

const PROJECT_ID = '5b0c7c4e-0d5e-4c36-9a2f-1f0d9c1f2a10';
const base: TProjectRatings = {
  projectStatus: 'completed',
  viewerRole: 'client',
  otherParty: { userId: '7f1c3a52-2f7e-4d7b-9a51-2b0b7d0f5a10', name: 'Reza Expert', role: 'freelancer' },
  canRate: true,
  published: false,
  revealAt: '2026-12-06T12:00:00.000Z',
  mine: null,
  theirs: null,
  client: null,
  freelancer: null,
};
const rating = (score: number, comment: string) => ({ score, comment, createdAt: '2026-11-22T12:00:00.000Z' });

function render(ratings: TProjectRatings, completed = true): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.projects.ratings(PROJECT_ID), ratings);
  // React marks text boundaries with <!-- -->; the assertions read the text without them.
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RateProjectCard projectId={PROJECT_ID} completed={completed} />
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('RateProjectCard', () => {
  it('is absent until the project is completed', () => {
    expect(render(base, false)).toBe('');
  });

  it('offers 1–5 stars as a labelled radio group with a comment', () => {
    const html = render(base);
    expect(html).toContain('Rate this project');
    expect(html).toContain('How was working with Reza Expert?');
    expect(html).toContain('role="radiogroup"');
    expect(html.match(/role="radio"/g)).toHaveLength(5);
    expect(html).toContain('aria-label="4 stars — Very good"');
    expect(html).toContain('Comment (optional)');
    expect(html).toContain('0 / 2000 characters');
  });

  it('after rating: hidden until the other side rates or the reveal date', () => {
    const html = render({ ...base, canRate: false, mine: rating(4, 'Sharp') });
    expect(html).toContain('Thanks — your rating is hidden until Reza Expert rates or 6 Dec 2026.');
    expect(html).not.toContain('role="radiogroup"');
  });

  it('once published: both ratings', () => {
    const html = render({
      ...base,
      canRate: false,
      published: true,
      mine: rating(4, 'Sharp, fast and clear.'),
      theirs: rating(5, 'Decisive client.'),
    });
    expect(html).toContain('Your rating');
    expect(html).toContain('Reza Expert&#x27;s rating of you');
    expect(html).toContain('aria-label="4 out of 5 stars"');
    expect(html).toContain('Decisive client.');
  });
});
