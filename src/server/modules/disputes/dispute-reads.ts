import type { Executor } from '../../db/client';
import type { TAdminDisputeList, TProjectDisputes } from '../../../shared/schemas/disputes';
import type { ProjectViewer } from '../projects/projects.service';
import type { DisputeContext } from './dispute-context';

/** How many unresolved disputes the admin list shows, oldest first. */
const ADMIN_LIST_LIMIT = 100;

/** The project's disputes, the admin list of unresolved ones, and whether a project has one open. */
export function createDisputeReads({ repository, projects, profiles, toDtos, disputableOf }: DisputeContext) {
  return {
    /** How many disputes wait for an admin (not resolved): the admin workspace's count. */
    countUnresolved: () => repository.countUnresolved(),
    /** The project's disputes with their timelines, and what the viewer may do; 404 for non-participants. */
    async listForProject(viewer: ProjectViewer, projectId: string): Promise<TProjectDisputes> {
      const { project, role } = await projects.accessOf(viewer, projectId);
      const rows = await repository.listForProject(projectId);
      const [disputes, disputable] = await Promise.all([
        toDtos(rows, projectId, project.clientId),
        role === 'client' ? disputableOf(project, rows) : Promise.resolve([]),
      ]);
      const unresolved = rows.some((row) => row.status !== 'resolved');
      return {
        disputes,
        disputable,
        can: {
          open: role === 'client' && disputable.length > 0,
          answer: role === 'freelancer' && unresolved,
          comment: unresolved,
          resolve: viewer.isAdmin && unresolved,
        },
      };
    },

    /** Unresolved disputes, oldest first, for the admin Disputes tab. */
    async listUnresolvedForAdmin(): Promise<TAdminDisputeList> {
      const rows = await repository.listUnresolved(ADMIN_LIST_LIMIT);
      const [titles, contacts] = await Promise.all([
        projects.titlesOf(rows.map((row) => row.projectId)),
        profiles.contactsOf(rows.map((row) => row.clientId)),
      ]);
      return {
        disputes: rows.map((row) => {
          const contact = contacts.get(row.clientId);
          return {
            id: row.id,
            projectId: row.projectId,
            projectTitle: titles.get(row.projectId) ?? 'Project',
            milestoneTitle: null,
            status: row.status,
            amount: row.amount,
            currency: row.currency,
            clientName: contact ? (contact.fullName ?? contact.email) : null,
            reason: row.reason,
            createdAt: row.createdAt.toISOString(),
          };
        }),
      };
    },

    /** For escrow's pack release: a project with an unresolved dispute keeps its escrow. */
    hasUnresolvedDispute: (projectId: string, executor?: Executor) => repository.hasUnresolved(projectId, executor),
  };
}
