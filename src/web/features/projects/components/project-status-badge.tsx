import { statusLabel, type TProjectStatus } from '@shared/domain/projects';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<TProjectStatus, 'secondary' | 'default' | 'success' | 'destructive' | 'warning'> = {
  draft: 'secondary',
  active: 'default',
  completed: 'success',
  cancelled: 'destructive',
  on_hold: 'warning',
};

export function ProjectStatusBadge({ status }: { status: TProjectStatus }) {
  return <Badge variant={VARIANT[status]}>{statusLabel(status)}</Badge>;
}
