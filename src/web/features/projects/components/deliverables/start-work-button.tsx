import { Play } from 'lucide-react';
import type { TDeliverable } from '@shared/schemas/deliverables';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useStartWork } from '../../api/deliverables/deliverables-api';

/** The expert's "Mark as in progress" on a pending deliverable: the client then sees that work on it has begun. */
export function StartWorkButton({ projectId, deliverable }: { projectId: string; deliverable: TDeliverable }) {
  const start = useStartWork(projectId);
  return (
    <Button
      variant="outline"
      disabled={start.isPending}
      aria-label={`Mark “${deliverable.title}” as in progress`}
      // The promise, not mutate's callbacks: success removes this button, and an unmounted observer drops them.
      onClick={() =>
        start.mutateAsync(deliverable.id).then(
          () => toast.success('Deliverable marked as in progress'),
          (error: Error) => toast.error('Failed to update the deliverable', { description: error.message }),
        )
      }
    >
      <Play aria-hidden />
      Mark as in progress
    </Button>
  );
}
