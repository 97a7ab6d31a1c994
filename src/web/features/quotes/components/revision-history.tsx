import type { TQuoteRevision } from '@shared/schemas/quotes';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate, formatExactMoney } from '@web/lib/format';

/** Revision History, newest first: what the client asked for and, once revised, the new total. */
export function RevisionHistory({ revisions, currency }: { revisions: TQuoteRevision[]; currency: string }) {
  if (revisions.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Revision History</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {revisions.map((revision) => (
            <li key={revision.id} className="border-l-2 border-brand-200 pl-4">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-slate-900">Revision {revision.revisionNumber}</span>
                <time dateTime={revision.createdAt} className="text-slate-500">
                  {formatDate(revision.createdAt)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{revision.changesRequested}</p>
              {revision.revisedAmount !== null && (
                <p className="mt-1 text-sm text-slate-600">
                  Revised amount:{' '}
                  <span className="font-medium tabular-nums text-slate-900">
                    {formatExactMoney(revision.revisedAmount, currency)}
                  </span>
                </p>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
