import type { TBriefStatus } from '@shared/domain/brief-options';
import { StatusBadge } from '@web/components/ui/status-badge';

export function BriefStatusBadge({ status }: { status: TBriefStatus }) {
  return <StatusBadge kind="brief" status={status} />;
}
