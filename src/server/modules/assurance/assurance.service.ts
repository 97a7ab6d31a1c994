import type { Database } from '../../db/client';
import { appError } from '../../errors';
import type { TProjectStatus } from '../../../shared/domain/projects';
import type {
  TAdminReplacementList,
  TProjectAssurance,
  TReplacement,
  TReplacementShortlist,
} from '../../../shared/schemas/assurance';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import type { ExpertsService } from '../experts/experts.service';
import type { MatchingService } from '../matching/matching.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService, ProjectViewer, ReplacementRow } from '../projects/projects.service';
import type { RequestsService } from '../requests/requests.service';

/** A replacement expert can be asked for while the project is being worked on. */
const REPLACEABLE_STATUSES: readonly TProjectStatus[] = ['active', 'on_hold'];

export const assuranceErrors = {
  notReplaceable: () =>
    appError(
      'assurance.not_replaceable',
      409,
      'A replacement expert can only be requested while the project is active',
    ),
  clientOnly: () => appError('assurance.client_only', 403, 'Only the client can ask for a replacement expert'),
  notAssured: () => appError('assurance.not_assured', 409, 'This project has no Outcome Assurance'),
  notOpen: () => appError('assurance.not_open', 409, 'This replacement request is closed'),
  notFound: () => appError('assurance.not_found', 404, 'Replacement request not found'),
  noRequest: () => appError('assurance.no_request', 409, 'This project has no request to match again'),
  invalidExpert: () =>
    appError('assurance.invalid_expert', 409, 'Choose a vetted expert who is not already on this project'),
};

export type AssuranceDeps = {
  db: Database;
  projects: Pick<
    ProjectsService,
    | 'accessOf'
    | 'freelancersOf'
    | 'titlesOf'
    | 'requestReplacement'
    | 'replacementsOf'
    | 'findReplacement'
    | 'listOpenReplacements'
    | 'swapFreelancer'
  >;
  requests: Pick<RequestsService, 'findByProjectId'>;
  matching: Pick<MatchingService, 'compute'>;
  experts: Pick<ExpertsService, 'isVetted'>;
  profiles: Pick<ProfilesService, 'contactsOf' | 'listAdminIds'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Replacements are admin actions, recorded in the administrator activity log inside their transaction. */
  activity: Pick<AdminActivityService, 'record'>;
};

/**
 * Outcome Assurance: on a project from an assured brief the client may ask for a replacement expert; an admin
 * re-runs matching without the current expert and swaps the freelancer. Work, files and escrow stay with the
 * project, at no extra cost; later releases pay the new expert (payouts follow the freelancer participant).
 */
export function createAssuranceService({
  db,
  projects,
  requests,
  matching,
  experts,
  profiles,
  notifications,
  activity,
}: AssuranceDeps) {
  const link = (projectId: string) => `/project/${projectId}`;

  async function toDtos(rows: ReplacementRow[]): Promise<TReplacement[]> {
    const contacts = await profiles.contactsOf(
      rows.flatMap((row) => [row.previousExpertId, row.newExpertId].filter((id): id is string => Boolean(id))),
    );
    const nameOf = (id: string | null) => {
      const contact = id ? contacts.get(id) : undefined;
      return contact ? (contact.fullName ?? contact.email) : null;
    };
    return rows.map((row) => ({
      id: row.id,
      projectId: row.projectId,
      status: row.status,
      reason: row.reason,
      previousExpertName: nameOf(row.previousExpertId),
      newExpertName: nameOf(row.newExpertId),
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    }));
  }

  async function openReplacement(id: string): Promise<ReplacementRow> {
    const row = await projects.findReplacement(id);
    if (!row) throw assuranceErrors.notFound();
    if (row.status !== 'requested') throw assuranceErrors.notOpen();
    return row;
  }

  const freelancersOf = async (projectId: string) => (await projects.freelancersOf([projectId])).get(projectId) ?? [];

  return {
    /** The project page's Outcome Assurance block; 404 for non-participants. */
    async forProject(viewer: ProjectViewer, projectId: string): Promise<TProjectAssurance> {
      const { project, role } = await projects.accessOf(viewer, projectId);
      const rows = project.assured ? await projects.replacementsOf(projectId) : [];
      const open = rows.some((row) => row.status === 'requested');
      return {
        assured: project.assured,
        replacements: await toDtos(rows),
        can: {
          requestReplacement:
            role === 'client' && project.assured && !open && REPLACEABLE_STATUSES.includes(project.status),
        },
      };
    },

    /** The client asks for a replacement expert (one open request at most: 409 for a second); admins are told. */
    async request(viewer: ProjectViewer, projectId: string, reason: string): Promise<TReplacement> {
      const { project, role } = await projects.accessOf(viewer, projectId);
      if (role !== 'client') throw assuranceErrors.clientOnly();
      if (!project.assured) throw assuranceErrors.notAssured();
      if (!REPLACEABLE_STATUSES.includes(project.status)) throw assuranceErrors.notReplaceable();
      const [freelancers, adminIds] = await Promise.all([freelancersOf(projectId), profiles.listAdminIds()]);
      const row = await db.transaction(async (tx) => {
        const inserted = await projects.requestReplacement(
          { projectId, requestedBy: viewer.userId, reason, previousExpertId: freelancers[0] ?? null },
          tx,
        );
        for (const adminId of adminIds) {
          await notifications.notify(
            {
              userId: adminId,
              type: 'replacement_requested',
              title: 'Replacement expert requested',
              message: `The client of "${project.title}" asked for a replacement expert (Outcome Assurance).`,
              relatedId: projectId,
              email: { link: link(projectId) },
            },
            tx,
          );
        }
        return inserted;
      });
      const [dto] = await toDtos([row]);
      return dto!;
    },

    /** Open replacement requests, oldest first, for admins. */
    async listOpen(): Promise<TAdminReplacementList> {
      const rows = await projects.listOpenReplacements();
      const [dtos, titles, contacts] = await Promise.all([
        toDtos(rows),
        projects.titlesOf(rows.map((row) => row.projectId)),
        profiles.contactsOf(rows.map((row) => row.requestedBy)),
      ]);
      return {
        replacements: dtos.map((dto, index) => {
          const contact = contacts.get(rows[index]!.requestedBy);
          return {
            ...dto,
            projectTitle: titles.get(dto.projectId) ?? 'Project',
            clientName: contact ? (contact.fullName ?? contact.email) : null,
          };
        }),
      };
    },

    /** Re-runs matching for the project's request without its current expert(s): a fresh shortlist. */
    async shortlist(id: string, adminId: string): Promise<TReplacementShortlist> {
      const row = await openReplacement(id);
      const request = await requests.findByProjectId(row.projectId);
      if (!request) throw assuranceErrors.noRequest();
      const current = await freelancersOf(row.projectId);
      const excludeExpertIds = [...new Set([...current, ...(row.previousExpertId ? [row.previousExpertId] : [])])];
      const { snapshot } = await matching.compute(
        { requestId: request.id, forceRecompute: true, excludeExpertIds },
        adminId,
      );
      return {
        candidates: snapshot.candidates
          .filter((candidate) => !excludeExpertIds.includes(candidate.userId))
          .map((candidate) => ({
            userId: candidate.userId,
            fullName: candidate.profile.fullName,
            headline: candidate.profile.headline,
            score: candidate.score,
          })),
      };
    },

    /**
     * One transaction: the request completes (once; 409 for a second or concurrent swap), the current freelancer
     * leaves and the new one joins; both experts and the client are told.
     */
    async complete(id: string, newExpertId: string, admin: TAdminActor & { userId: string }): Promise<TReplacement> {
      const adminId = admin.userId;
      const found = await openReplacement(id);
      const current = await freelancersOf(found.projectId);
      if (current.includes(newExpertId) || !(await experts.isVetted(newExpertId)))
        throw assuranceErrors.invalidExpert();
      const { project } = await projects.accessOf({ userId: adminId, isAdmin: true }, found.projectId);
      const previousExpertId = current[0] ?? found.previousExpertId;
      const row = await db.transaction(async (tx) => {
        const swapped = await projects
          .swapFreelancer({ replacementId: id, previousExpertId, newExpertId, adminId }, tx)
          .catch((error: unknown) => {
            if ((error as { statusCode?: number }).statusCode === 409) throw assuranceErrors.notOpen();
            throw error;
          });
        const messages: [string | null, string][] = [
          [
            project.clientId,
            `Your replacement expert has joined "${project.title}". Work, files and escrow stay with the project.`,
          ],
          [
            newExpertId,
            `You have joined "${project.title}" as its expert. The project's work and files are waiting for you.`,
          ],
          [previousExpertId, `Another expert has taken over "${project.title}".`],
        ];
        for (const [userId, message] of messages) {
          if (!userId) continue;
          await notifications.notify(
            {
              userId,
              type: 'expert_replaced',
              title: 'Expert replaced',
              message,
              relatedId: project.id,
              email: userId === previousExpertId ? {} : { link: link(project.id) },
            },
            tx,
          );
        }
        await activity.record(
          admin,
          {
            action: 'assurance.replacement_completed',
            targetId: id,
            summary: `Replaced the expert on “${project.title}”`,
            before: { expertId: previousExpertId ?? null },
            after: { expertId: newExpertId },
          },
          tx,
        );
        return swapped;
      });
      const [dto] = await toDtos([row]);
      return dto!;
    },
  };
}

export type AssuranceService = ReturnType<typeof createAssuranceService>;
