import type { TRequestStatus } from '@shared/domain/requests';
import { Badge } from '@web/components/ui/badge';
import { StatusBadge } from '@web/components/ui/status-badge';

/** The request's status; a request whose project was cancelled is closed with it, whatever status it had reached. */
export function RequestStatusBadge({
  status,
  projectCancelled,
}: {
  status: TRequestStatus;
  projectCancelled: boolean;
}) {
  if (projectCancelled) return <Badge variant="outline">Project cancelled</Badge>;
  return <StatusBadge kind="request" status={status} />;
}
