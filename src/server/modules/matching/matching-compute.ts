import { clock } from '../../lib/clock';
import { MATCHING_COMPUTED_EVENT } from '../../../shared/domain/matching/live-events';
import { rankCandidates, type TMatchDelivery, type TMatchExpert } from '../../../shared/domain/matching';
import type { TMatchCandidateView, TMatchingSnapshot } from '../../../shared/schemas/matching';
import type { RequestRow } from '../requests/requests.service';
import type { MatchingAgency, MatchingContext } from './matching-context';
import { toMatchRequest, toSnapshot } from './matching.dto';
import { matchingErrors } from './matching.errors';

/** How many experts the SQL prefilter hands to the engine (best SQL pre-score first). */
export const PREFILTER_LIMIT = 300;
/** How many ranked candidates a snapshot keeps; the admin picks up to shortlist_size_default of them. */
export const SNAPSHOT_SIZE = 10;

const agencyOf = (agency: MatchingAgency | undefined): TMatchCandidateView['agency'] =>
  agency ? { id: agency.id, name: agency.name, activeMembers: agency.activeMembers } : null;

export const MATCHING_COMPUTE_JOB = 'matching_compute';

export type ComputeInput = {
  requestId: string;
  forceRecompute: boolean;
  /** Experts (user ids) left out of the ranking, e.g. the expert being replaced (Outcome Assurance). */
  excludeExpertIds?: readonly string[];
};
export type ComputeResult = { computed: boolean; snapshot: TMatchingSnapshot };

/**
 * compute-matching: the newest snapshot when one exists (unless force_recompute), else a new one. The vetted
 * experts the SQL prefilter finds are completed with their deliveries (projects, and the industry of the request
 * each came from) and ranked by the engine against the request, its invitations and its quotes.
 */
export function createMatchingCompute({
  repository,
  settings,
  requests,
  projects,
  quotes,
  experts,
  agencies,
  jobs,
  hub,
  profiles,
  db,
}: MatchingContext) {
  /** Each expert's deliveries for conflicts: the project's client and the industry of its request. */
  async function withDeliveries(candidates: TMatchExpert[]): Promise<TMatchExpert[]> {
    const deliveries = await projects.deliveriesOf(candidates.map((expert) => expert.userId));
    if (deliveries.length === 0) return candidates;
    const industries = await requests.industriesByProject(deliveries.map((delivery) => delivery.projectId));
    const byUser = new Map<string, TMatchDelivery[]>();
    for (const delivery of deliveries) {
      const list = byUser.get(delivery.userId) ?? [];
      list.push({
        clientId: delivery.clientId,
        industry: industries.get(delivery.projectId) ?? null,
        completedAt: delivery.completedAt,
      });
      byUser.set(delivery.userId, list);
    }
    return candidates.map((expert) => {
      const own = byUser.get(expert.userId);
      return own ? { ...expert, deliveries: [...expert.deliveries, ...own] } : expert;
    });
  }

  async function computeFor(
    request: RequestRow,
    createdBy: string | null,
    excludeExpertIds: readonly string[] = [],
  ): Promise<TMatchingSnapshot> {
    const excluded = new Set(excludeExpertIds);
    const [all, invitations, quotingExpertIds, prefiltered, skillPool] = await Promise.all([
      settings.getAll(),
      repository.listForRequests([request.id]),
      quotes.expertIdsForRequest(request.id),
      experts.listMatchCandidates({
        skills: request.requiredSkills,
        domains: request.industry ? [request.industry] : [],
        outcomeTags: request.outcomeTags,
        limit: PREFILTER_LIMIT,
      }),
      experts.skillPool(),
    ]);
    // The expert the client asked for is ranked even when the prefilter did not keep them.
    const preferred = request.preferredExpertId;
    const missing =
      preferred && !prefiltered.some((expert) => expert.id === preferred)
        ? await experts.matchCandidatesOf([preferred])
        : [];
    const candidates = await withDeliveries(
      [...prefiltered, ...missing].filter((expert) => !excluded.has(expert.userId)),
    );
    const owned = await agencies.agenciesOwnedBy(candidates.map((expert) => expert.userId));
    const byId = new Map(candidates.map((expert) => [expert.id, expert]));
    const result = rankCandidates(toMatchRequest(request), candidates, {
      now: clock.now(),
      weights: all.matching_weights,
      conflictWindowDays: all.conflict_window_days.value,
      sensitiveSingleProviderOnly: all.sensitive_single_provider_only.enabled,
      invitations: invitations.map((invitation) => ({
        // An agency is invited through its owner: either way the owner has had their invitation.
        expertId: invitation.expertId,
        status: invitation.status,
        expiresAt: invitation.expiresAt,
      })),
      quotingExpertIds,
      limit: SNAPSHOT_SIZE,
      requestedExpertId: preferred,
      skillPool,
    });
    const stored: TMatchCandidateView[] = result.candidates.map((candidate) => {
      const expert = byId.get(candidate.expertId);
      return {
        userId: candidate.userId,
        kind: candidate.kind,
        score: candidate.score,
        breakdown: candidate.breakdown,
        unstated: candidate.unstated,
        skills: candidate.skills,
        reason: candidate.reason,
        conflict: candidate.conflict
          ? { industry: candidate.conflict.industry, daysAgo: candidate.conflict.daysAgo }
          : null,
        profile: {
          fullName: candidate.profile.fullName,
          headline: expert?.headline ?? null,
          skills: [...candidate.profile.skills],
          priceRange: candidate.profile.priceRange,
          ratingAverage: expert?.averageRating ?? null,
          completedProjects: expert?.completedProjects ?? 0,
        },
        agency: agencyOf(owned.get(candidate.userId)),
        requestedByClient: candidate.requestedByClient,
      };
    });
    const row = await repository.insertSnapshot({
      requestId: request.id,
      createdBy,
      weights: { ...all.matching_weights },
      candidates: stored,
      eligibleCount: result.eligibleCount,
      blockedReason: result.blocked?.message ?? null,
    });
    // An admin looking at the request sees the shortlist arrive without reloading.
    for (const adminId of await profiles.listAdminIds())
      await hub.publish(db, {
        channel: `user:${adminId}`,
        event: MATCHING_COMPUTED_EVENT,
        data: { requestId: request.id },
      });
    return toSnapshot(row);
  }

  async function compute(input: ComputeInput, createdBy: string | null): Promise<ComputeResult> {
    const request = await requests.findById(input.requestId);
    if (!request) throw matchingErrors.requestNotFound();
    if (!input.forceRecompute) {
      const newest = await repository.newestSnapshot(request.id);
      if (newest) return { computed: false, snapshot: toSnapshot(newest) };
    }
    return { computed: true, snapshot: await computeFor(request, createdBy, input.excludeExpertIds) };
  }

  return {
    compute,
    /**
     * The job queued when a request opens: its first shortlist, so the admin finds one waiting. Idempotent: a request
     * that already has a snapshot (a retry, or an admin who was quicker) is left as it is.
     */
    async computeFirstSnapshot(requestId: string): Promise<void> {
      const request = await requests.findById(requestId);
      if (!request) return;
      if (await repository.newestSnapshot(requestId)) return;
      await computeFor(request, null);
    },
    /** Inside the opening transaction: the first shortlist is computed once it commits. */
    scheduleFirstSnapshot: (requestId: string, executor: Parameters<typeof jobs.send>[2]) =>
      jobs.send(MATCHING_COMPUTE_JOB, { requestId }, executor),
  };
}

export type MatchingCompute = ReturnType<typeof createMatchingCompute>;
