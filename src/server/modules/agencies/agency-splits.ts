import type { Database, Executor } from '../../db/client';
import { splitProblem, type TAgencyRole } from '../../../shared/domain/agencies';
import type { TAgencyDetail, TSetProjectShares } from '../../../shared/schemas/agencies';
import { agenciesErrors } from './agencies.errors';
import type { AgenciesRepository } from './agencies.repository';
import { CLOSED_PROJECT_STATUSES, type AgencyViewer, type ProjectSplit } from './agencies.types';
import type { AgencyViews } from './agency-views';

export type AgencySplitsDeps = { db: Database; repository: AgenciesRepository; views: AgencyViews };

/** Who shares in an agency project's payouts: recorded by the owner, followed when the project's money is released. */
export function createAgencySplits({ db, repository, views }: AgencySplitsDeps) {
  const { detail, ownerAccess, agencyProjects } = views;

  return {
    /**
     * The owner records who works on one of the agency's projects and their share of its payouts: active members
     * only, whole percents totalling 100, the owner or a lead among them. Applied when the project's money is
     * released; until then recorded and shown.
     */
    async setProjectShares(
      viewer: AgencyViewer,
      agencyId: string,
      projectId: string,
      input: TSetProjectShares,
    ): Promise<TAgencyDetail> {
      await ownerAccess(viewer, agencyId);
      return db.transaction(async (tx) => {
        const agency = await repository.lockAgency(agencyId, tx);
        if (!agency) throw agenciesErrors.notFound();
        const project = (await agencyProjects(agency)).find((candidate) => candidate.id === projectId);
        if (!project) throw agenciesErrors.projectNotFound();
        if (CLOSED_PROJECT_STATUSES.includes(project.status)) throw agenciesErrors.projectClosed();
        const members = await repository.membersOf(agencyId, tx);
        const roleOf = new Map<string, TAgencyRole>(
          members.flatMap((member) =>
            member.status === 'active' && member.userId ? [[member.userId, member.role] as const] : [],
          ),
        );
        const shares = input.shares.map((share) => ({ ...share, role: roleOf.get(share.userId) }));
        if (shares.some((share) => !share.role)) throw agenciesErrors.memberNotActive();
        const problem = splitProblem(shares.map((share) => ({ ...share, role: share.role! })));
        if (problem) throw agenciesErrors.invalidSplit(problem);
        await repository.replaceShares(agencyId, projectId, input.shares, tx);
        return detail(viewer, agencyId, tx);
      });
    },

    /**
     * The payout split recorded for a project, or null when no agency recorded one. Pass the release transaction
     * so the split read is the one the money follows.
     */
    async sharesForProject(projectId: string, executor?: Executor): Promise<ProjectSplit | null> {
      const rows = await repository.sharesOfProjects([projectId], executor);
      if (!rows.length) return null;
      return {
        agencyId: rows[0]!.agencyId,
        shares: rows.map((row) => ({ userId: row.userId, sharePercent: row.sharePercent })),
      };
    },
  };
}
