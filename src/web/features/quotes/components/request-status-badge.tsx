import { REQUEST_STATUS_LABELS, type TRequestStatus } from '@shared/domain/requests';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<TRequestStatus, 'secondary' | 'default' | 'success' | 'outline'> = {
  new: 'secondary',
  reviewed: 'outline',
  quoted: 'default',
  approved: 'success',
  in_progress: 'success',
};

export function RequestStatusBadge({ status }: { status: TRequestStatus }) {
  return <Badge variant={VARIANT[status]}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}
