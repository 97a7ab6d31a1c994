import { Ban } from 'lucide-react';
import type { TProjectDetail } from '@shared/schemas/projects';
import { formatExactMoney } from '@web/lib/format';
import { LocalDate } from '@web/components/ui/local-date';

/** A cancelled project says when, why and what was refunded, above everything else on its page. */
export function CancelledNotice({
  project,
}: {
  project: Pick<TProjectDetail, 'cancelledAt' | 'cancellationReason' | 'cancellationRefund' | 'currency'>;
}) {
  if (!project.cancelledAt) return null;
  const refund = project.cancellationRefund ?? 0;
  return (
    <section
      aria-labelledby="cancelled-notice-title"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      data-testid="cancelled-notice"
    >
      <Ban className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
      <div className="space-y-1">
        <h2 id="cancelled-notice-title" className="font-semibold">
          This project was cancelled on <LocalDate value={project.cancelledAt} />
        </h2>
        {project.cancellationReason && <p>Reason: {project.cancellationReason}</p>}
        <p>
          {refund > 0
            ? `${formatExactMoney(refund, project.currency)} held in escrow was refunded in full to the client.`
            : 'Nothing was held in escrow, so nothing was refunded.'}{' '}
          No more work, funding or approvals happen on it.
        </p>
      </div>
    </section>
  );
}
