import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TMatchingPerformance } from '@shared/schemas/matching';
import { MatchingFigures } from './matching-performance';

const data: TMatchingPerformance = {
  invitations: { sent: 50, pending: 0, accepted: 20, declined: 20, expired: 10, acceptanceRate: 0.4 },
  timeToFirstQuote: { requests: 1, medianHours: 5, averageHours: 5 },
  winRateByExpert: [],
  chosenVsShortlist: {
    requests: 12,
    averageChosenScore: 0.8,
    averageShortlistScore: 0.6,
    averageTopScore: 0.82,
    chosenWasTopShare: 0.92,
  },
  engineFirstChoice: { invitations: 50, firstChoice: 1, share: 0.02 },
  acceptedVsRest: { accepted: null, declinedOrExpired: null },
  notAFit: { marks: 0, averageScore: null, firstChoiceShare: null, recent: [] },
};

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');

describe('matching performance figures', () => {
  it('says what each share compares, so 92 % beside 2 % is not a contradiction', () => {
    const shown = text(renderToString(<MatchingFigures data={data} />));
    expect(shown).toContain('Chosen expert scored highest of those invited');
    expect(shown).toContain('Invitations to the engine’s top-ranked candidate');
    expect(shown).not.toContain('was the best match');
  });

  it('never reads "first choice in No data of them", and counts one request in the singular', () => {
    const shown = text(renderToString(<MatchingFigures data={data} />));
    expect(shown).toContain('No candidate marked not a fit yet.');
    expect(shown).not.toContain('No data of them');
    expect(shown).toContain('over 1 request;');
  });
});
