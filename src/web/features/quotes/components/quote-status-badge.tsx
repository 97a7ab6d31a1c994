import type { TQuoteStatus } from '@shared/domain/quotes';
import { Badge } from '@web/components/ui/badge';
import { StatusBadge } from '@web/components/ui/status-badge';

/** The status badge, and an EXPIRED badge when the quote has expired (also while it is still marked sent). */
export function QuoteStatusBadges({ status, isExpired }: { status: TQuoteStatus; isExpired: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {status !== 'expired' && <StatusBadge kind="quote" status={status} />}
      {isExpired && <Badge variant="destructive">EXPIRED</Badge>}
    </span>
  );
}
