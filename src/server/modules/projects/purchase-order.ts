import type { Executor } from '../../db/client';
import { appError } from '../../errors';
import type { createProjectsRepository } from './projects.repository';
import type { ProjectRow } from './projects.repository';

type Access = (
  viewer: { userId: string; isAdmin: boolean },
  projectId: string,
) => Promise<{ project: ProjectRow; role: string }>;

/**
 * The client's purchase-order reference for a project: invoices issued from then on print it (issued ones keep
 * theirs, being immutable).
 */
export function createPurchaseOrders({
  repository,
  accessOf,
}: {
  repository: ReturnType<typeof createProjectsRepository>;
  accessOf: Access;
}) {
  return {
    async setPurchaseOrder(viewer: { userId: string; isAdmin: boolean }, projectId: string, reference: string | null) {
      const { role } = await accessOf(viewer, projectId);
      if (role !== 'client')
        throw appError('projects.client_only', 403, 'Only the project’s client can set its PO reference');
      await repository.setPurchaseOrderReference(projectId, reference);
      return { reference };
    },

    /** For the invoice being issued, inside its transaction. */
    async purchaseOrderReferenceOf(projectId: string, executor: Executor): Promise<string | null> {
      return (await repository.findById(projectId, executor))?.purchaseOrderReference ?? null;
    },
  };
}
