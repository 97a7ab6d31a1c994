import { ExternalLink } from 'lucide-react';
import type { TMilestonePaymentStatus } from '@shared/domain/projects';
import { statusLabel } from '@shared/domain/projects';
import { MILESTONE_PAYMENT_LABELS } from '@shared/schemas/milestones';
import type { TCsatBadge } from '@shared/schemas/reports';
import { Badge } from '@web/components/ui/badge';

type TVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const GOOD = new Set(['active', 'completed', 'approved', 'succeeded', 'vetted', 'ready_for_client', 'Live']);
const WAITING = new Set([
  'pending',
  'pending_admin_review',
  'submitted',
  'in_progress',
  'on_hold',
  'modified',
  'revision_requested',
  'needs_revision',
  'applied',
  'Upcoming',
]);
const BAD = new Set(['cancelled', 'canceled', 'rejected', 'failed', 'expired', 'suspended']);

function variantOf(status: string): TVariant {
  if (GOOD.has(status)) return 'success';
  if (WAITING.has(status)) return 'warning';
  if (BAD.has(status)) return 'destructive';
  return 'secondary';
}

/** A status as a coloured badge ("on_hold" → "On hold"); `label` overrides the wording. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge variant={variantOf(status)} className="whitespace-nowrap">
      {label ?? statusLabel(status)}
    </Badge>
  );
}

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
      <StatusBadge status={status} label={MILESTONE_PAYMENT_LABELS[status]} />
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
