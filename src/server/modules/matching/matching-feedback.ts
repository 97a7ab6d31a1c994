import type { TAdminActor } from '../../../shared/domain/admin-activity';
import { appError } from '../../errors';
import type { MatchingContext } from './matching-context';
import { toSnapshot } from './matching.dto';
import { matchingErrors } from './matching.errors';

const notACandidate = () =>
  appError('matching.candidate_not_found', 404, 'This expert is not on the request’s newest shortlist.');

/**
 * An admin marks a shortlisted candidate "not a fit" with a reason: the mark shows on the candidate, counts on the
 * Performance tab (with the candidate's score and rank, the engine's error to learn from), and is logged.
 */
export function createMatchingFeedback({ db, repository, requests, activity }: MatchingContext) {
  return {
    async markNotAFit(admin: TAdminActor, requestId: string, userId: string, reason: string): Promise<void> {
      const request = await requests.findById(requestId);
      if (!request) throw matchingErrors.requestNotFound();
      const snapshot = await repository.newestSnapshot(requestId);
      const candidates = snapshot ? toSnapshot(snapshot).candidates : [];
      const rank = candidates.findIndex((candidate) => candidate.userId === userId);
      if (rank < 0) throw notACandidate();
      const candidate = candidates[rank]!;
      await db.transaction(async (tx) => {
        await repository.upsertNotAFit(
          { requestId, expertId: userId, score: candidate.score, rank: rank + 1, reason, markedBy: admin.userId },
          tx,
        );
        await activity.record(
          admin,
          {
            action: 'matching.marked_not_a_fit',
            targetId: requestId,
            summary: `Marked ${candidate.profile.fullName} not a fit for “${request.projectTitle}”: ${reason}`,
            after: { expertId: userId, rank: rank + 1, score: candidate.score, reason },
          },
          tx,
        );
      });
    },
  };
}
