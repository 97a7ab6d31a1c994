import { QUOTE_STATUS_LABELS, type TQuoteStatus } from '@shared/domain/quotes';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<
  Exclude<TQuoteStatus, 'expired'>,
  'secondary' | 'default' | 'success' | 'destructive' | 'warning' | 'outline'
> = {
  draft: 'secondary',
  pending_admin_review: 'warning',
  on_hold: 'warning',
  sent: 'default',
  approved: 'success',
  rejected: 'destructive',
  modified: 'outline',
};

/** The status badge, and an EXPIRED badge when the quote has expired (also while it is still marked sent). */
export function QuoteStatusBadges({ status, isExpired }: { status: TQuoteStatus; isExpired: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {status !== 'expired' && <Badge variant={VARIANT[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>}
      {isExpired && <Badge variant="destructive">EXPIRED</Badge>}
    </span>
  );
}
