import { ExternalLink } from 'lucide-react';
import type { TMilestonePaymentStatus } from '@shared/domain/projects';
import type { TCsatBadge } from '@shared/schemas/reports';
import { Badge } from '@web/components/ui/badge';
import { StatusBadge } from '@web/components/ui/status-badge';

type TVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const CSAT_VARIANTS: Record<TCsatBadge, TVariant> = {
  Excellent: 'success',
  Good: 'success',
  Average: 'warning',
  'Needs Improvement': 'destructive',
  'No Data': 'secondary',
};

/** The spec's CSAT badge, with the average beside it when there is one. */
export function CsatBadge({ badge, average, count }: { badge: TCsatBadge; average: number | null; count: number }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <Badge variant={CSAT_VARIANTS[badge]}>{badge}</Badge>
      {average !== null && (
        <span className="text-xs text-slate-600">
          {average.toFixed(1)} ({count})
        </span>
      )}
    </span>
  );
}

export function ExpiredBadge() {
  return <Badge variant="destructive">Expired</Badge>;
}

export function OverdueBadge() {
  return <Badge variant="destructive">Overdue</Badge>;
}

/** Paid, Pending, Failed, Canceled or No Payment; with the provider's payment page when the payment went through it. */
export function PaymentStatus({ status, url }: { status: TMilestonePaymentStatus; url: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 whitespace-nowrap">
      <StatusBadge kind="payment" status={status} className="whitespace-nowrap" />
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-xs text-brand-700 underline underline-offset-2"
        >
          View payment
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </span>
  );
}
