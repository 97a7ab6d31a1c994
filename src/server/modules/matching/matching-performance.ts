import type { TMatchingPerformance } from '../../../shared/schemas/matching';
import type { MatchingContext } from './matching-context';

const HOUR_MS = 3_600_000;
const WIN_RATE_ROWS = 20;
const RECENT_MARKS = 5;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const average = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null);
const round = (value: number | null, digits = 4) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The Performance tab, from the data as it stands: how invitations are answered, how long a request waits for its
 * first quote after the first invitation, each expert's win rate on their quotes, the chosen expert's match score
 * against the invited shortlist's, how often the invited expert was the engine's first choice, accepted invitations'
 * scores against declined and expired ones, and the candidates admins marked not a fit.
 */
export function createMatchingPerformance({ repository, requests, projects, quotes, profiles }: MatchingContext) {
  return async function performance(): Promise<TMatchingPerformance> {
    const [counts, firstInvited, outcomes, fromShortlists, marks] = await Promise.all([
      repository.countByStatus(),
      repository.firstInvitedByRequest(),
      quotes.outcomesByExpert(),
      repository.invitationsWithSnapshot(),
      repository.allNotAFit(),
    ]);
    const requestIds = firstInvited.map((row) => row.requestId);
    const [firstQuoted, invitedRequests, scored, names] = await Promise.all([
      quotes.firstSentByRequest(requestIds),
      requests.listByIds(requestIds),
      repository.listScored(requestIds),
      profiles.contactsOf(outcomes.map((row) => row.expertId)),
    ]);

    const waits = firstInvited.flatMap(({ requestId, firstSentAt }) => {
      const quoted = firstQuoted.get(requestId);
      return quoted && quoted >= firstSentAt ? [(quoted.getTime() - firstSentAt.getTime()) / HOUR_MS] : [];
    });

    // The chosen expert: the freelancer of the project the request became, when they were one of those invited.
    const projectOf = new Map(invitedRequests.flatMap((r) => (r.projectId ? [[r.id, r.projectId] as const] : [])));
    const freelancers = await projects.freelancersOf([...projectOf.values()]);
    const comparisons = [...projectOf].flatMap(([requestId, projectId]) => {
      const shortlist = scored.filter((row) => row.requestId === requestId && row.score !== null);
      const chosen = shortlist.find((row) => (freelancers.get(projectId) ?? []).includes(row.expertId));
      if (!chosen || chosen.score === null) return [];
      const scores = shortlist.map((row) => row.score!);
      const top = Math.max(...scores);
      return [{ chosen: chosen.score, mean: average(scores)!, top, wasTop: chosen.score >= top }];
    });

    // Was the invited expert the engine's first choice on the shortlist they were invited from?
    const firstChoices = fromShortlists.filter(
      (row) => (row.candidates[0] as { userId?: string } | undefined)?.userId === row.expertId,
    ).length;
    const scoresOf = (statuses: readonly string[]) =>
      fromShortlists.flatMap((row) => (statuses.includes(row.status) && row.score !== null ? [row.score] : []));
    const markScores = marks.flatMap((mark) => (mark.score === null ? [] : [mark.score]));

    const answered = counts.accepted + counts.declined + counts.expired;
    return {
      invitations: {
        sent: answered + counts.pending,
        ...counts,
        acceptanceRate: round(ratio(counts.accepted, answered)),
      },
      timeToFirstQuote: {
        requests: waits.length,
        medianHours: round(median(waits), 2),
        averageHours: round(average(waits), 2),
      },
      winRateByExpert: outcomes
        .map((row) => ({
          userId: row.expertId,
          fullName: names.get(row.expertId)?.fullName ?? names.get(row.expertId)?.email ?? null,
          quotes: row.total,
          approved: row.approved,
          rejected: row.rejected,
          winRate: round(ratio(row.approved, row.approved + row.rejected)),
        }))
        .sort((a, b) => b.quotes - a.quotes || (b.winRate ?? -1) - (a.winRate ?? -1))
        .slice(0, WIN_RATE_ROWS),
      chosenVsShortlist: {
        requests: comparisons.length,
        averageChosenScore: round(average(comparisons.map((c) => c.chosen))),
        averageShortlistScore: round(average(comparisons.map((c) => c.mean))),
        averageTopScore: round(average(comparisons.map((c) => c.top))),
        chosenWasTopShare: round(ratio(comparisons.filter((c) => c.wasTop).length, comparisons.length)),
      },
      engineFirstChoice: {
        invitations: fromShortlists.length,
        firstChoice: firstChoices,
        share: round(ratio(firstChoices, fromShortlists.length)),
      },
      acceptedVsRest: {
        accepted: round(average(scoresOf(['accepted']))),
        declinedOrExpired: round(average(scoresOf(['declined', 'expired']))),
      },
      notAFit: {
        marks: marks.length,
        averageScore: round(average(markScores)),
        firstChoiceShare: round(ratio(marks.filter((mark) => mark.rank === 1).length, marks.length)),
        recent: marks
          .slice(0, RECENT_MARKS)
          .map((mark) => ({ reason: mark.reason, rank: mark.rank, score: mark.score })),
      },
    };
  };
}
