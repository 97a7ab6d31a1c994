import {
  ADMIN_SEARCH_LIMIT,
  type TAdminSearchResults,
  type TAdminWorkload,
} from '../../../shared/schemas/admin-workspace';
import type { AgenciesService } from '../agencies/agencies.service';
import type { BriefsService } from '../briefs/briefs.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { ExpertsService } from '../experts/experts.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { QuotesService } from '../quotes/quotes.service';
import type { RequestsService } from '../requests/requests.service';

export type AdminWorkspaceDeps = {
  projects: Pick<ProjectsService, 'adminCounts' | 'searchForAdmin'>;
  quotes: Pick<QuotesService, 'countAwaitingReview' | 'searchForAdmin'>;
  disputes: Pick<DisputesService, 'countUnresolved'>;
  experts: Pick<ExpertsService, 'countApplications' | 'statusOf'>;
  briefs: Pick<BriefsService, 'countInQa'>;
  profiles: Pick<ProfilesService, 'findUserIdsMatching' | 'contactsOf'>;
  requests: Pick<RequestsService, 'searchForAdmin'>;
  agencies: Pick<AgenciesService, 'searchForAdmin'>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin workspace: the waiting-work counts its navigation shows beside each queue, and the quick search
 * (Ctrl/Cmd-K) over projects, people, quotes, requests and agencies. Each module answers for its own tables (status indexes for
 * the counts, trigram indexes for the searches). Admin-only: the routes check the viewer before calling.
 */
export function createAdminWorkspaceService(deps: AdminWorkspaceDeps) {
  return {
    async workload(): Promise<TAdminWorkload> {
      const [projectCounts, quoteReviews, disputes, applications, briefQa] = await Promise.all([
        deps.projects.adminCounts(),
        deps.quotes.countAwaitingReview(),
        deps.disputes.countUnresolved(),
        deps.experts.countApplications(),
        deps.briefs.countInQa(),
      ]);
      return { qaQueue: projectCounts.qaQueue, quoteReviews, disputes, applications, briefQa };
    },

    async search(query: string): Promise<TAdminSearchResults> {
      const text = query.trim();
      const id = UUID.test(text) ? text.toLowerCase() : null;
      const limit = ADMIN_SEARCH_LIMIT;
      const [projects, quotes, requests, personIds, agencies] = await Promise.all([
        deps.projects.searchForAdmin(text, id, limit),
        deps.quotes.searchForAdmin(text, id, limit),
        deps.requests.searchForAdmin(text, id, limit),
        deps.profiles.findUserIdsMatching(text, limit),
        deps.agencies.searchForAdmin(text, limit),
      ]);
      const ids = id && !personIds.includes(id) ? [id, ...personIds].slice(0, limit) : personIds;
      const contacts = await deps.profiles.contactsOf([...ids, ...projects.map((project) => project.clientId)]);
      const people = await Promise.all(
        ids
          .filter((userId) => contacts.has(userId))
          .map(async (userId) => {
            const contact = contacts.get(userId)!;
            return {
              id: userId,
              name: contact.fullName,
              email: contact.email,
              expertStatus: await deps.experts.statusOf(userId),
            };
          }),
      );
      return {
        projects: projects.map(({ clientId, ...project }) => ({
          ...project,
          clientName: contacts.get(clientId)?.fullName ?? contacts.get(clientId)?.email ?? null,
        })),
        people,
        quotes,
        requests,
        agencies,
      };
    },
  };
}

export type AdminWorkspaceService = ReturnType<typeof createAdminWorkspaceService>;
