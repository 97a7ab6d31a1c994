import { BarChart3 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { TMatchingPerformance } from '@shared/schemas/matching';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { toast } from '@web/lib/toast';
import { plural } from '@shared/domain/plural';
import { useMatchingPerformance } from '../api/get-matching-performance';
import { percent } from '../lib/matching-labels';
import { ScoreBar } from './candidate-list';

const NO_DATA = 'No data';
const rate = (value: number | null) => (value === null ? NO_DATA : percent(value));
/** 0.25 → "15 min", 5.5 → "5.5 h", 60 → "2.5 days". */
function hours(value: number | null): string {
  if (value === null) return NO_DATA;
  if (value < 1) return `${Math.max(1, Math.round(value * 60))} min`;
  if (value < 48) return `${Math.round(value * 10) / 10} h`;
  return `${(value / 24).toFixed(1)} days`;
}

/** "Average score 61 %; 1 of them was the engine's top-ranked candidate", or a plain sentence when none. */
function notAFitText({ marks, averageScore, firstChoiceShare }: TMatchingPerformance['notAFit']): string {
  if (marks === 0 || averageScore === null || firstChoiceShare === null) return 'No candidate marked not a fit yet.';
  return `Average score ${percent(averageScore)}; ${percent(firstChoiceShare)} of them were the engine’s top-ranked candidate.`;
}

function Figure({ title, value, children }: { title: string; value: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <p className="text-3xl font-bold tabular-nums text-slate-900">{value}</p>
      </CardHeader>
      <CardContent className="text-sm text-slate-600">{children}</CardContent>
    </Card>
  );
}

/** The figures of one performance report (exported for its test: the wording is the point). */
export function MatchingFigures({ data }: { data: TMatchingPerformance }) {
  const { invitations, timeToFirstQuote, chosenVsShortlist, winRateByExpert, engineFirstChoice, acceptedVsRest } = data;
  const comparison: [string, number | null][] = [
    ['Chosen expert', chosenVsShortlist.averageChosenScore],
    ['Best of shortlist', chosenVsShortlist.averageTopScore],
    ['Shortlist average', chosenVsShortlist.averageShortlistScore],
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Figure title="Invitation acceptance rate" value={rate(invitations.acceptanceRate)}>
          {invitations.sent} sent: {invitations.accepted} accepted, {invitations.declined} declined,{' '}
          {invitations.expired} expired, {invitations.pending} pending.
        </Figure>
        <Figure title="Time to first quote (median)" value={hours(timeToFirstQuote.medianHours)}>
          From the first invitation to the first quote sent, over {plural(timeToFirstQuote.requests, 'request')};
          average {hours(timeToFirstQuote.averageHours)}.
        </Figure>
        <Figure title="Chosen expert scored highest of those invited" value={rate(chosenVsShortlist.chosenWasTopShare)}>
          Of {plural(chosenVsShortlist.requests, 'request')} whose expert was chosen, compared only with the other
          experts invited to the same request.
        </Figure>
        <Figure title="Invitations to the engine’s top-ranked candidate" value={rate(engineFirstChoice.share)}>
          {engineFirstChoice.firstChoice} of {plural(engineFirstChoice.invitations, 'invitation')} sent from a shortlist
          went to its top-ranked candidate; admins usually invite several experts from one shortlist.
        </Figure>
        <Figure
          title="Score of accepted invitations"
          value={acceptedVsRest.accepted === null ? '—' : percent(acceptedVsRest.accepted)}
        >
          {acceptedVsRest.declinedOrExpired === null
            ? 'No invitation declined or expired yet to compare with.'
            : `Against ${percent(acceptedVsRest.declinedOrExpired)} for those declined or expired.`}
        </Figure>
        <Figure title="Marked not a fit" value={String(data.notAFit.marks)}>
          {notAFitText(data.notAFit)}
        </Figure>
      </div>

      {data.notAFit.recent.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Why candidates were not a fit</h2>
            </CardTitle>
            <CardDescription>The latest marks, with the rank and score the engine had given them.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm">
              {data.notAFit.recent.map((mark, index) => (
                <li key={index}>
                  <span className="text-slate-500">
                    #{mark.rank ?? '—'} · {mark.score === null ? '—' : percent(mark.score)}:
                  </span>{' '}
                  {mark.reason}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Score of the chosen expert against the shortlist</h2>
          </CardTitle>
          <CardDescription>Average match scores, where the chosen expert was one of those invited.</CardDescription>
        </CardHeader>
        <CardContent>
          {chosenVsShortlist.requests === 0 ? (
            <p className="text-sm text-slate-600">{NO_DATA}</p>
          ) : (
            <dl className="space-y-3">
              {comparison.map(([label, value]) => (
                <div key={label} className="grid grid-cols-[9rem_1fr_3rem] items-center gap-3 text-sm">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="contents">
                    <ScoreBar value={value ?? 0} label={label} strong />
                    <span className="text-right tabular-nums">{value === null ? '—' : percent(value)}</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Win rate by expert</h2>
          </CardTitle>
          <CardDescription>Approved over approved plus rejected quotes, for experts who have quoted.</CardDescription>
        </CardHeader>
        <CardContent>
          {winRateByExpert.length === 0 ? (
            <p className="text-sm text-slate-600">{NO_DATA}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[28rem] text-left text-sm">
                <thead className="text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Expert
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Quotes
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Approved
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Rejected
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Win rate
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {winRateByExpert.map((row) => (
                    <tr key={row.userId}>
                      <td className="py-2 pr-3">{row.fullName ?? 'Expert'}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.quotes}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.approved}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.rejected}</td>
                      <td className="py-2 text-right tabular-nums">{rate(row.winRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** Performance: how matching is doing, computed from invitations, quotes and projects as they stand. */
export function MatchingPerformance() {
  const { data, error, isPending } = useMatchingPerformance();
  useEffect(() => {
    if (!error) return;
    console.error('matching performance failed', error);
    toast.error('Error loading matching dashboard', { description: error.message });
  }, [error]);
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        Error loading matching dashboard: {error.message}
      </p>
    );
  if (isPending) return <ListSkeleton label="Loading performance" />;
  if (data.invitations.sent === 0 && data.winRateByExpert.length === 0)
    return (
      <EmptyState
        icon={BarChart3}
        title="No data yet"
        description="Figures appear once invitations have been sent and experts have quoted."
      />
    );
  return <MatchingFigures data={data} />;
}
