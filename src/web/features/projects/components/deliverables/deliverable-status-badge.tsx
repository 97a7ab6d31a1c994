import type { TDeliverableStatus, TFileQaDecision } from '@shared/domain/projects';
import { statusLabel } from '@shared/domain/projects';
import { Badge } from '@web/components/ui/badge';

const STATUS_VARIANT: Record<TDeliverableStatus, 'success' | 'warning' | 'secondary' | 'default' | 'outline'> = {
  pending: 'outline',
  in_progress: 'secondary',
  submitted: 'secondary',
  ready_for_client: 'default',
  approved: 'success',
  revision_requested: 'warning',
};

export function DeliverableStatusBadge({ status }: { status: TDeliverableStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]}>{status === 'submitted' ? 'Submitted · in QA' : statusLabel(status)}</Badge>
  );
}

const DECISION_LABEL: Record<TFileQaDecision, string> = {
  pending: 'QA pending',
  approved: 'Approved',
  needs_revision: 'Needs revision',
};

export function QaDecisionBadge({ decision }: { decision: TFileQaDecision }) {
  return (
    <Badge variant={decision === 'approved' ? 'success' : decision === 'needs_revision' ? 'warning' : 'outline'}>
      {DECISION_LABEL[decision]}
    </Badge>
  );
}
