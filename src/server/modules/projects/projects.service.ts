import { clock } from '../../lib/clock';
import type { Database, Executor } from '../../db/client';
import type { TProjectRole, TProjectStatus } from '../../../shared/domain/projects';
import type { TExpertSummary } from '../../../shared/schemas/expert-summary';
import type {
  TAdminProjectList,
  TProjectDetail,
  TProjectList,
  TProjectPage,
  TProjectSummary,
} from '../../../shared/schemas/projects';
import { pageWindow, type TPageQuery } from '../../../shared/schemas/paging';
import type { ProfilesService } from '../profiles/profiles.service';
import { deliverablesFromQuote } from './deliverables-from-quote';
import { projectsErrors } from './projects.errors';
import { createProjectsRepository, type Participant, type ProjectRow } from './projects.repository';
import { createPurchaseOrders } from './purchase-order';
import { createMilestonesService, type MilestonesPorts } from './milestones.service';
import { createEscrowFreeze } from './escrow-freeze';
import { createProjectCancellation, type CancellationPorts } from './project-cancel';

export type { ReplacementRow } from './escrow-freeze';
export type { CancellationPorts } from './project-cancel';

export type CreatePackProjectInput = {
  clientId: string;
  orderId: string;
  productId: string;
  title: string;
  totalPrice: number;
  currency: string;
  /** One project deliverable (status pending) per line of the pack's deliverables. */
  deliverables: string[];
};

export type CreateCustomProjectInput = {
  clientId: string;
  expertId: string | null;
  quoteId: string;
  title: string;
  totalPrice: number;
  currency: string;
  milestones: { title: string; description: string; amount: number; dueDate?: string | null }[];
  /** The quote's deliverables: one pending project deliverable each, spread over the milestones in order. */
  deliverables?: { title: string }[];
  /** Outcome Assurance: the quote answers an assured brief. */
  assured?: boolean;
};

export type ProjectViewer = { userId: string; isAdmin: boolean };

const ADMIN_LIST_LIMIT = 10;

function toSummary(row: ProjectRow): TProjectSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    isCustom: row.isCustom,
    totalPrice: row.totalPrice,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
type ParticipantWithContact = Participant & { fullName: string | null; email: string };
const displayName = (participant: ParticipantWithContact) => participant.fullName ?? participant.email;

/**
 * Team Members show an expert's headline, rating and completed projects. The experts module provides them; it may
 * read projects itself, so app.ts binds this once both exist.
 */
export type ExpertSummaries = (userIds: string[]) => Promise<Map<string, TExpertSummary>>;

export type ProjectsDeps = {
  db: Database;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  expertSummaries?: ExpertSummaries;
  /** Escrow, notifications and settings for the milestones (milestones.service.ts); bound in app.ts. */
  milestonePorts?: MilestonesPorts;
  /** Escrow refunds, disputes, payments in progress, notifications and the activity log for cancelling; app.ts. */
  cancellationPorts?: CancellationPorts;
};

/** A freelancer's delivery for a client: finished ones at their completion, ongoing ones count as now. */
export type FreelancerDelivery = { userId: string; projectId: string; clientId: string; completedAt: Date };

/** Work that counts for conflicts of interest: delivered or still being delivered. */
const DELIVERY_STATUSES: readonly TProjectStatus[] = ['active', 'on_hold', 'completed'];

export function createProjectsService({
  db,
  profiles,
  expertSummaries,
  milestonePorts,
  cancellationPorts,
}: ProjectsDeps) {
  const repository = createProjectsRepository(db);

  /** The projects' participants with their names; one without a profile is left out. */
  async function participantsOf(projectIds: string[]): Promise<ParticipantWithContact[]> {
    const participants = await repository.participantsOf(projectIds);
    const contacts = await profiles.contactsOf(participants.map((participant) => participant.userId));
    return participants.flatMap((participant) => {
      const contact = contacts.get(participant.userId);
      return contact ? [{ ...participant, ...contact }] : [];
    });
  }

  /**
   * The viewer's role on a project: their participant role, or admin for an admin who is not one. Everyone else gets
   * 404 (as if the project did not exist), so ids do not leak.
   */
  async function accessOf(
    viewer: ProjectViewer,
    projectId: string,
    executor?: Executor,
  ): Promise<{ project: ProjectRow; role: TProjectRole }> {
    const project = await repository.findById(projectId, executor);
    if (!project) throw projectsErrors.notFound();
    const own = (await repository.participantsOf([projectId], executor)).find((p) => p.userId === viewer.userId);
    if (!own && !viewer.isAdmin) throw projectsErrors.notFound();
    return { project, role: own?.role ?? 'admin' };
  }

  return {
    accessOf,
    /** The project's participants with names and e-mail addresses (meeting invitations and calendar files). */
    participantContactsOf: (projectId: string): Promise<ParticipantWithContact[]> => participantsOf([projectId]),
    /** For the admin header stats: projects per status and the number of deliverables submitted for QA. */
    /** Admin quick search by title or id. */
    searchForAdmin: (text: string, id: string | null, limit: number) => repository.searchForAdmin(text, id, limit),
    adminCounts: async (): Promise<{ byStatus: Partial<Record<TProjectStatus, number>>; qaQueue: number }> => {
      const counts = await repository.adminCounts();
      return {
        byStatus: Object.fromEntries(counts.byStatus.map((row) => [row.status, row.count])),
        qaQueue: counts.qaQueue,
      };
    },
    // Milestone lifecycle, funding and release, the deliverable-change port (milestones.service.ts).
    milestones: createMilestonesService({ db, accessOf, ports: milestonePorts }),
    ...createPurchaseOrders({ repository, accessOf }),
    // Disputes' escrow freeze and Outcome Assurance's replacement swap (escrow-freeze.ts).
    ...createEscrowFreeze(db),
    // Cancelling a project: its refunds, in one transaction with the project row locked (project-cancel.ts).
    ...createProjectCancellation({ db, repository, accessOf, ports: cancellationPorts }),

    /**
     * The project of a paid pack order, inside the fulfilment transaction. It waits in draft until an expert is
     * assigned; the order id is unique on projects, so a second call for the same order fails instead of duplicating.
     */
    async createPackProject(input: CreatePackProjectInput, tx: Executor): Promise<{ id: string }> {
      const project = await repository.insertProject(
        {
          title: input.title,
          status: 'draft',
          isCustom: false,
          currency: input.currency,
          totalPrice: input.totalPrice,
          clientId: input.clientId,
          orderId: input.orderId,
          productId: input.productId,
        },
        tx,
      );
      await repository.insertParticipants([{ projectId: project.id, userId: input.clientId, role: 'client' }], tx);
      // Rows of one statement share now(); distinct creation times keep the pack's order when listed.
      const base = clock.nowMs();
      await repository.insertDeliverables(
        input.deliverables.map((title, index) => ({
          projectId: project.id,
          title,
          status: 'pending' as const,
          createdAt: new Date(base + index),
        })),
        tx,
      );
      return project;
    },

    /** The project of an approved quote, inside the approval transaction: active, client + expert, milestones 1..n. */
    async createCustomProject(input: CreateCustomProjectInput, tx: Executor): Promise<{ id: string }> {
      const project = await repository.insertProject(
        {
          title: input.title,
          status: 'active',
          isCustom: true,
          currency: input.currency,
          totalPrice: input.totalPrice,
          clientId: input.clientId,
          quoteId: input.quoteId,
          assured: input.assured ?? false,
        },
        tx,
      );
      const participants: { projectId: string; userId: string; role: TProjectRole }[] = [
        { projectId: project.id, userId: input.clientId, role: 'client' },
      ];
      if (input.expertId && input.expertId !== input.clientId)
        participants.push({ projectId: project.id, userId: input.expertId, role: 'freelancer' });
      await repository.insertParticipants(participants, tx);
      await repository.insertMilestones(
        input.milestones.map((milestone, index) => ({
          projectId: project.id,
          milestoneNumber: index + 1,
          title: milestone.title,
          description: milestone.description,
          amount: milestone.amount,
          dueDate: milestone.dueDate ? new Date(milestone.dueDate) : null,
        })),
        tx,
      );
      if (input.deliverables?.length) {
        const milestones = await repository.milestonesOf(project.id, tx);
        await repository.insertDeliverables(
          deliverablesFromQuote(
            project.id,
            input.deliverables,
            milestones.map((milestone) => milestone.id),
          ),
          tx,
        );
      }
      return project;
    },

    async listForUser(userId: string): Promise<TProjectList> {
      const rows = await repository.listForParticipant(userId);
      return { projects: rows.map(toSummary) };
    },

    /** The 10 newest projects with their participants' names, for the admin Projects tab. */
    async listNewestForAdmin(): Promise<TAdminProjectList> {
      const rows = await repository.listNewest(ADMIN_LIST_LIMIT);
      const participants = await participantsOf(rows.map((row) => row.id));
      return {
        projects: rows.map((row) => ({
          ...toSummary(row),
          participantNames: participants.filter((p) => p.projectId === row.id).map(displayName),
        })),
      };
    },

    /** A project as its participant (or any admin) sees it; everyone else gets 404 so ids do not leak. */
    async getForViewer(viewer: ProjectViewer, id: string): Promise<TProjectDetail> {
      const project = await repository.findById(id);
      if (!project) throw projectsErrors.notFound();
      const participants = await participantsOf([id]);
      const own = participants.find((participant) => participant.userId === viewer.userId);
      if (!own && !viewer.isAdmin) throw projectsErrors.notFound();
      const [deliverables, milestones] = await Promise.all([
        repository.deliverablesOf(id),
        repository.milestonesOf(id),
      ]);
      const freelancerIds = participants.filter((p) => p.role === 'freelancer').map((p) => p.userId);
      const experts =
        expertSummaries && freelancerIds.length > 0
          ? await expertSummaries(freelancerIds)
          : new Map<string, TExpertSummary>();
      return {
        ...toSummary(project),
        viewerRole: own?.role ?? 'admin',
        participants: participants.map((p) => {
          const expert = p.role === 'freelancer' ? experts.get(p.userId) : undefined;
          return {
            userId: p.userId,
            fullName: p.fullName,
            email: p.email,
            role: p.role,
            expert: expert
              ? {
                  headline: expert.headline,
                  ratingAverage: expert.ratingAverage,
                  ratingCount: expert.ratingCount,
                  completedProjects: expert.completedProjects,
                }
              : null,
          };
        }),
        deliverables: deliverables.map((d) => ({
          id: d.id,
          title: d.title,
          description: d.description,
          dueDate: iso(d.dueDate),
          status: d.status,
          submittedAt: iso(d.submittedAt),
          approvedAt: iso(d.approvedAt),
          rejectionReason: d.rejectionReason,
          createdAt: d.createdAt.toISOString(),
        })),
        milestones: milestones.map((m) => ({
          id: m.id,
          milestoneNumber: m.milestoneNumber,
          title: m.title,
          description: m.description,
          status: m.status,
          amount: m.amount,
          dueDate: iso(m.dueDate),
          paymentStatus: m.paymentStatus,
          refunded: m.refundedAt !== null,
        })),
        cancelledAt: iso(project.cancelledAt),
        cancellationReason: project.cancellationReason,
        cancellationRefund: project.cancellationRefund,
      };
    },

    findByOrderId: (orderId: string, executor?: Executor) => repository.findByOrderId(orderId, executor),

    /** Projects still being worked on (active, on hold): the insights sweep refreshes these. */
    workingProjectIds: (executor?: Executor) => repository.idsWithStatus(['active', 'on_hold'], executor),

    /**
     * A project's own data for the TeamSmith AI assistant and its insights (no access check: callers check accessOf
     * first): the project, its participants' names, milestones, and deliverables with every uploaded version.
     */
    async collaborationDataOf(projectId: string) {
      const project = await repository.findById(projectId);
      if (!project) throw projectsErrors.notFound();
      const [participants, milestones, deliverables, versions] = await Promise.all([
        participantsOf([projectId]),
        repository.milestonesOf(projectId),
        repository.deliverablesOf(projectId),
        repository.fileVersionsOf(projectId),
      ]);
      const numberOf = new Map(milestones.map((m) => [m.id, m.milestoneNumber]));
      return {
        project,
        participants: participants.map((p) => ({ userId: p.userId, name: displayName(p), role: p.role })),
        milestones,
        deliverables: deliverables.map((d) => ({
          ...d,
          milestoneNumber: d.milestoneId ? (numberOf.get(d.milestoneId) ?? null) : null,
          versions: versions.filter((v) => v.deliverableId === d.id),
        })),
      };
    },

    /** The expert's own projects (as freelancer), for their earnings and agency. */
    async listForExpert(userId: string): Promise<TProjectList> {
      return { projects: (await repository.listForRole(userId, 'freelancer')).map(toSummary) };
    },
    /** One page of the user's projects: as freelancer for the expert area's My Projects, in any role for the dashboard. */
    async pageForUser(userId: string, query: TPageQuery, role?: TProjectRole): Promise<TProjectPage> {
      const { rows, ...counts } = await repository.pageForParticipant(userId, pageWindow(query), role);
      return { projects: rows.map(toSummary), ...counts, page: query.page, pageSize: query.pageSize };
    },

    /**
     * A pack project gets its expert, inside the caller's transaction: draft → active and the expert joins as
     * freelancer. Only from draft, so of two concurrent assignments exactly one applies; null for the other.
     */
    async assignFreelancer(projectId: string, expertId: string, tx: Executor): Promise<{ id: string } | null> {
      const moved = await repository.transition(projectId, ['draft'], 'active', tx);
      if (!moved) return null;
      await repository.insertParticipants([{ projectId, userId: expertId, role: 'freelancer' }], tx);
      return { id: moved.id };
    },

    /** Deliveries of these experts, for the conflict-of-interest check; batched. */
    async deliveriesOf(userIds: readonly string[], executor?: Executor): Promise<FreelancerDelivery[]> {
      const now = clock.now();
      const rows = await repository.freelancerWork(userIds, DELIVERY_STATUSES, executor);
      return rows.map((row) => ({
        userId: row.userId,
        projectId: row.projectId,
        clientId: row.clientId,
        completedAt: row.status === 'completed' ? row.updatedAt : now,
      }));
    },

    /** The freelancers of each project, by project id. */
    async freelancersOf(projectIds: readonly string[], executor?: Executor): Promise<Map<string, string[]>> {
      const participants = await repository.participantsOf([...new Set(projectIds)], executor);
      const byProject = new Map<string, string[]>();
      for (const participant of participants) {
        if (participant.role !== 'freelancer') continue;
        byProject.set(participant.projectId, [...(byProject.get(participant.projectId) ?? []), participant.userId]);
      }
      return byProject;
    },

    /** When each of these projects completed (null while not completed), by project id; batched. */
    async completionsOf(projectIds: readonly string[], executor?: Executor): Promise<Map<string, Date | null>> {
      const rows = await repository.completionsOf([...new Set(projectIds)], executor);
      return new Map(rows.map((row) => [row.id, row.completedAt]));
    },

    /** The project each of these pack orders created, by order id (orders without one are absent). */
    async projectIdsByOrder(orderIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await repository.listIdsByOrderIds(orderIds);
      return new Map(rows.flatMap((row) => (row.orderId ? [[row.orderId, row.id] as const] : [])));
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
