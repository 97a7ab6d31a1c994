import { createDeliverableClientReview } from './deliverable-client-review';
import { createDeliverableContext, type DeliverablesDeps } from './deliverable-context';
import { createDeliverableDelivery } from './deliverable-delivery';
import { createDeliverableQa } from './deliverable-qa';
import { createDeliverableStart } from './deliverable-start';

export type { DeliverableChange, DeliverablesDeps, UploadInput } from './deliverable-context';
export { deliverablesErrors } from './deliverables.errors';

/**
 * Deliverables and their versions: the expert starts work and delivers, an admin's QA passes or returns them, the client approves
 * or asks for a revision. Each use case lives in its own file behind this one service.
 */
export function createDeliverablesService(deps: DeliverablesDeps) {
  const context = createDeliverableContext(deps);
  return {
    uploadMaxBytes: deps.uploadMaxBytes,
    ...createDeliverableDelivery(context),
    ...createDeliverableStart(context),
    ...createDeliverableQa(context),
    ...createDeliverableClientReview(context),
  };
}

export type DeliverablesService = ReturnType<typeof createDeliverablesService>;
