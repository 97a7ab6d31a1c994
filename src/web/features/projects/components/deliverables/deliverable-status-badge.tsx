import type { TDeliverableStatus, TFileQaDecision } from '@shared/domain/projects';
import { StatusBadge } from '@web/components/ui/status-badge';

export function DeliverableStatusBadge({ status }: { status: TDeliverableStatus }) {
  return <StatusBadge kind="deliverable" status={status} />;
}

export function QaDecisionBadge({ decision }: { decision: TFileQaDecision }) {
  return <StatusBadge kind="qaDecision" status={decision} />;
}
