import { EXPERT_STATUS_LABELS, type TExpertStatus } from '@shared/domain/experts';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<TExpertStatus, 'warning' | 'success' | 'destructive' | 'secondary'> = {
  applied: 'warning',
  vetted: 'success',
  rejected: 'destructive',
  suspended: 'secondary',
};

export function ExpertStatusBadge({ status }: { status: TExpertStatus }) {
  return <Badge variant={VARIANT[status]}>{EXPERT_STATUS_LABELS[status]}</Badge>;
}
