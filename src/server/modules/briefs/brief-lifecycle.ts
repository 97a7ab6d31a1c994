import type { Executor } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import { BRIEF_STATUS_EVENT } from '../../../shared/domain/briefs';
import type { TBriefStatusEvent } from '../../../shared/schemas/briefs';
import { briefsErrors } from './briefs.errors';
import type { BriefRow, BriefsRepository } from './briefs.repository';

/** Background jobs of the brief lifecycle. */
export const BRIEF_JOBS = {
  generateProposal: 'briefs.generate-proposal',
  releaseProposal: 'briefs.release-proposal',
} as const;
export type BriefJobData = { briefId: string };

/** Tells the owner's open pages that the brief moved (goes out when the transaction commits). */
export async function publishBriefStatus(hub: RealtimeHub, row: BriefRow, executor: Executor): Promise<void> {
  if (!row.userId) return;
  const data: TBriefStatusEvent = { id: row.id, status: row.status };
  await hub.publish(executor, { channel: `user:${row.userId}`, event: BRIEF_STATUS_EVENT, data });
}

/**
 * After a conditional update matched nothing: 404 when the brief is not there for this caller (ids must not leak),
 * otherwise 409 with what the caller should know.
 */
export async function refusal(
  repository: BriefsRepository,
  id: string,
  visibleTo: (row: BriefRow) => boolean,
  message: string,
): Promise<Error> {
  const row = await repository.findById(id);
  return row && visibleTo(row) ? briefsErrors.notActionable(message) : briefsErrors.notFound();
}
