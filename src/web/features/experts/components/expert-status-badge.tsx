import type { TExpertStatus } from '@shared/domain/experts';
import { StatusBadge } from '@web/components/ui/status-badge';

export function ExpertStatusBadge({ status }: { status: TExpertStatus }) {
  return <StatusBadge kind="expert" status={status} />;
}
