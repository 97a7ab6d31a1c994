import { useState } from 'react';
import { Link } from 'react-router';
import type { TReplacementCandidate } from '@shared/schemas/assurance';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import {
  useAdminReplacements,
  useCompleteReplacement,
  useReplacementShortlist,
} from '../../api/disputes/assurance-api';

/** One open request: re-run matching without the current expert, pick someone, confirm the swap. */
function ReplacementRow({
  replacement,
}: {
  replacement: NonNullable<ReturnType<typeof useAdminReplacements>['data']>['replacements'][number];
}) {
  const shortlist = useReplacementShortlist();
  const complete = useCompleteReplacement();
  const [chosen, setChosen] = useState<TReplacementCandidate | null>(null);
  return (
    <li className="space-y-3 py-3">
      <div className="min-w-0">
        <Link to={`/project/${replacement.projectId}`} className="font-medium text-slate-900 hover:underline">
          {replacement.projectTitle}
        </Link>
        <p className="text-sm text-slate-500">
          {replacement.clientName ?? 'Client'} · {formatDateTime(replacement.createdAt)} · current expert:{' '}
          {replacement.previousExpertName ?? 'none'}
        </p>
        <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{replacement.reason}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={shortlist.isPending}
        onClick={() =>
          shortlist.mutate(replacement.id, {
            onError: (failure) => toast.error('Failed to run matching', { description: failure.message }),
          })
        }
      >
        {shortlist.isPending ? 'Matching…' : shortlist.data ? 'Run Matching Again' : 'Find Replacement'}
      </Button>
      {shortlist.data &&
        (shortlist.data.candidates.length === 0 ? (
          <p className="text-sm text-slate-600">No other eligible expert was found.</p>
        ) : (
          <ul className="space-y-2" aria-label="Replacement candidates">
            {shortlist.data.candidates.map((candidate) => (
              <li
                key={candidate.userId}
                className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium">{candidate.fullName}</p>
                  <p className="truncate text-sm text-slate-500" title={candidate.headline ?? undefined}>
                    {candidate.headline ?? 'Expert'} · score {Math.round(candidate.score * 100)}%
                  </p>
                </div>
                <Button size="sm" disabled={complete.isPending} onClick={() => setChosen(candidate)}>
                  Assign {candidate.fullName}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title="Replace the expert?"
        description={`${chosen?.fullName ?? 'The new expert'} replaces ${replacement.previousExpertName ?? 'the current expert'} on "${replacement.projectTitle}". Work, files and escrow stay with the project at no extra cost.`}
        confirmLabel="Replace Expert"
        onConfirm={() => {
          if (!chosen) return;
          // mutateAsync: this row leaves the list once the swap is done, and the toast must still show.
          complete.mutateAsync({ id: replacement.id, newExpertId: chosen.userId }).then(
            () => toast.success('Expert replaced'),
            (failure: Error) => toast.error('Failed to replace expert', { description: failure.message }),
          );
        }}
      />
    </li>
  );
}

/** Outcome Assurance: open replacement requests, oldest first. */
export function AdminReplacementsSection() {
  const { data, error, isPending, refetch } = useAdminReplacements();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Replacement Requests</h2>
        <CardDescription>
          Outcome Assurance clients who asked for another expert. Matching runs again without the current one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <div role="alert" className="space-y-3">
            <p className="text-sm text-red-700">Failed to load replacement requests</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : isPending ? (
          <Skeleton className="h-14" role="status" aria-hidden={false} aria-label="Loading replacement requests" />
        ) : data.replacements.length === 0 ? (
          <p className="text-sm text-slate-600">No open replacement requests.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.replacements.map((replacement) => (
              <ReplacementRow key={replacement.id} replacement={replacement} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
