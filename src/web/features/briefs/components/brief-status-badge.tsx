import { BRIEF_STATUS_LABELS, type TBriefStatus } from '@shared/domain/brief-options';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<TBriefStatus, 'default' | 'secondary' | 'outline' | 'success' | 'warning'> = {
  draft: 'outline',
  submitted: 'secondary',
  qa_in_review: 'warning',
  qa_passed: 'default',
  proposal_ready: 'success',
  accepted: 'success',
  archived: 'outline',
};

export function BriefStatusBadge({ status }: { status: TBriefStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="brief-status">
      {BRIEF_STATUS_LABELS[status]}
    </Badge>
  );
}
