import { REQUEST_STATUS_LABELS, type TRequestStatus } from '@shared/domain/requests';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<TRequestStatus, 'secondary' | 'default' | 'success' | 'outline'> = {
  new: 'secondary',
  reviewed: 'outline',
  quoted: 'default',
  approved: 'success',
  in_progress: 'success',
};

/** The request's status; a request whose project was cancelled is closed with it, whatever status it had reached. */
export function RequestStatusBadge({
  status,
  projectCancelled,
}: {
  status: TRequestStatus;
  projectCancelled: boolean;
}) {
  if (projectCancelled) return <Badge variant="outline">Project cancelled</Badge>;
  return <Badge variant={VARIANT[status]}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}
