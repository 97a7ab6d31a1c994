import type { TAdminActor } from '../../../shared/domain/admin-activity';
import { vocabularySkill } from '../../../shared/domain/matching/read-skills';
import { OPEN_REQUEST_STATUSES } from '../../../shared/domain/requests';
import type { TEditMatchingInputsBody } from '../../../shared/schemas/matching';
import type { RequestRow } from '../requests/requests.service';
import type { MatchingContext } from './matching-context';
import { matchingErrors } from './matching.errors';

/** Distinct by lower case, the first spelling kept. */
function distinct(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => !seen.has(term.toLowerCase()) && seen.add(term.toLowerCase()));
}

/**
 * The skills as the admin left them: one the request already has stays as written (a pack's own tag included); a
 * new one must name a vocabulary skill and is written as the vocabulary writes it ("seo" → "SEO").
 */
function editedSkills(request: RequestRow, typed: readonly string[]): string[] {
  const existing = new Map(request.requiredSkills.map((skill) => [skill.toLowerCase(), skill]));
  return distinct(
    typed.map((skill) => {
      const known = existing.get(skill.toLowerCase()) ?? vocabularySkill(skill);
      if (known === null) throw matchingErrors.unknownSkill(skill);
      return known;
    }),
  );
}

const inputsOf = (row: Pick<RequestRow, 'requiredSkills' | 'industry' | 'outcomeTags'>) => ({
  requiredSkills: row.requiredSkills,
  industry: row.industry,
  outcomeTags: row.outcomeTags,
});

/**
 * An admin corrects what matching reads of an open request before computing (the next compute ranks against it):
 * skills, industry, outcomes. Refused once an expert has accepted an invitation (the shortlist they came from is
 * then the record). The request row is locked, as accepting an invitation locks it, so the two never cross.
 */
export function createMatchingInputs({ db, requests, repository, activity }: MatchingContext) {
  return {
    async edit(admin: TAdminActor, requestId: string, body: TEditMatchingInputsBody): Promise<void> {
      await db.transaction(async (tx) => {
        const request = await requests.lock(requestId, tx);
        if (!request || request.closedAt !== null || !OPEN_REQUEST_STATUSES.includes(request.status))
          throw matchingErrors.requestNotFound();
        const sent = await repository.listForRequests([requestId], tx);
        if (sent.some((invitation) => invitation.status === 'accepted')) throw matchingErrors.inputsLocked();

        const requiredSkills = editedSkills(request, body.requiredSkills);
        const kept = new Set(requiredSkills.map((skill) => skill.toLowerCase()));
        const after = {
          requiredSkills,
          industry: body.industry === '' ? null : body.industry,
          outcomeTags: distinct(body.outcomeTags),
        };
        await requests.updateMatchingInputs(
          requestId,
          { ...after, skillSources: request.skillSources.filter((read) => kept.has(read.skill.toLowerCase())) },
          tx,
        );
        await activity.record(
          admin,
          {
            action: 'matching.inputs_edited',
            targetId: requestId,
            summary: `Edited the matching inputs of “${request.projectTitle}”: skills ${after.requiredSkills.join(', ')}; industry ${after.industry ?? 'none'}`,
            before: inputsOf(request),
            after,
          },
          tx,
        );
      });
    },
  };
}
