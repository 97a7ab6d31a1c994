import type { Database, Executor } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import {
  AGENCY_ROLE_LABELS,
  splitProblem,
  type TAgencyMemberRole,
  type TAgencyRole,
} from '../../../shared/domain/agencies';
import { MAX_AGENCY_ROSTER } from '../../../shared/domain/limits';
import type { TProjectStatus } from '../../../shared/domain/projects';
import type {
  TAgencyDetail,
  TAgencyInvitation,
  TAgencyMember,
  TAgencyProject,
  TCreateAgency,
  TMyAgencies,
  TSetProjectShares,
} from '../../../shared/schemas/agencies';
import type { AuthService } from '../auth/auth.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Contact, ProfilesService } from '../profiles/profiles.service';
import { createAgenciesAdmin } from './agencies-admin';
import { agencyInvitationEmail } from './agencies.emails';
import { agenciesErrors } from './agencies.errors';
import { createAgenciesRepository, type AgencyRow, type MemberRow } from './agencies.repository';

/** Who asks: the signed-in person (their account e-mail decides which invitations are theirs). */
export type AgencyViewer = { userId: string; email: string; isAdmin: boolean };

/** What agencies need from the experts module; bound in app.ts. */
export type AgencyExperts = {
  /** Whether this person is a vetted expert: only they create agencies and join rosters. */
  isVetted: (userId: string) => Promise<boolean>;
};

/**
 * What agencies need from the projects module; bound in app.ts. An agency works on the projects its owner delivers
 * as the freelancer (it is matched and invited through its owner).
 */
export type AgencyProjects = {
  listDeliveredBy: (userId: string) => Promise<{ id: string; title: string; status: TProjectStatus }[]>;
};

/** An agency as other modules see it (matching shows it as a candidate through its owner). */
export type AgencySummary = { id: string; name: string; description: string; ownerId: string; activeMembers: number };

/** A project's recorded payout split, for the release of its money (whole percents, totalling 100). */
export type ProjectSplit = { agencyId: string; shares: { userId: string; sharePercent: number }[] };

export type AgenciesDeps = {
  db: Database;
  mailer: Pick<Mailer, 'enqueue'>;
  notifications: Pick<NotificationsService, 'notify'>;
  profiles: Pick<ProfilesService, 'contactsOf' | 'findUserIdsMatching'>;
  accounts: Pick<AuthService, 'findAccountByEmail'>;
  projects: AgencyProjects;
  experts: AgencyExperts;
  /** What escrow released on the agency's projects, for the admin's directory. */
  ledger: Pick<LedgerService, 'releasedToExperts'>;
  publicUrl: string;
};

/** A split can change until the project's money is settled. */
const CLOSED_PROJECT_STATUSES: readonly TProjectStatus[] = ['completed', 'cancelled'];
const isCurrent = (member: MemberRow) => member.status === 'invited' || member.status === 'active';
const iso = (date: Date | null) => date?.toISOString() ?? null;
const nameOf = (contact: Contact | undefined, fallback: string) => contact?.fullName || contact?.email || fallback;

export function createAgenciesService({
  db,
  mailer,
  notifications,
  profiles,
  accounts,
  projects,
  experts,
  ledger,
  publicUrl,
}: AgenciesDeps) {
  const repository = createAgenciesRepository(db);

  /** The agency and the viewer's place in it; anyone who is not an active member (nor an admin) gets 404. */
  async function access(viewer: AgencyViewer, agencyId: string, executor: Executor = db) {
    const agency = await repository.findById(agencyId, executor);
    if (!agency) throw agenciesErrors.notFound();
    const members = await repository.membersOf(agencyId, executor);
    const own = members.find((member) => member.userId === viewer.userId && member.status === 'active') ?? null;
    if (!own && !viewer.isAdmin) throw agenciesErrors.notFound();
    return { agency, members, own };
  }

  /** Like access, and only the owner may go on (a member gets 403, an outsider 404). */
  async function ownerAccess(viewer: AgencyViewer, agencyId: string, executor: Executor = db) {
    const found = await access(viewer, agencyId, executor);
    if (found.agency.ownerId !== viewer.userId) throw agenciesErrors.ownerOnly();
    return found;
  }

  const agencyProjects = (agency: AgencyRow) => projects.listDeliveredBy(agency.ownerId);

  async function detail(viewer: AgencyViewer, agencyId: string, executor: Executor = db): Promise<TAgencyDetail> {
    const { agency, members, own } = await access(viewer, agencyId, executor);
    const isOwner = agency.ownerId === viewer.userId;
    const roster = isOwner || viewer.isAdmin ? members : members.filter((member) => member.status === 'active');
    const worked = await agencyProjects(agency);
    const shares = await repository.sharesOfProjects(
      worked.map((project) => project.id),
      executor,
    );
    const contacts = await profiles.contactsOf(
      [...members.flatMap((member) => (member.userId ? [member.userId] : [])), ...shares.map((share) => share.userId)],
      executor,
    );
    const activeRole = new Map(
      members.flatMap((member) =>
        member.status === 'active' && member.userId ? [[member.userId, member.role] as const] : [],
      ),
    );

    const projectList: TAgencyProject[] = worked
      .map((project) => ({
        id: project.id,
        title: project.title,
        status: project.status,
        splitEditable: !CLOSED_PROJECT_STATUSES.includes(project.status),
        shares: shares
          .filter((share) => share.projectId === project.id)
          .map((share) => {
            const contact = contacts.get(share.userId);
            return {
              userId: share.userId,
              fullName: contact?.fullName ?? null,
              email: contact?.email ?? '',
              role: activeRole.get(share.userId) ?? null,
              sharePercent: share.sharePercent,
            };
          }),
      }))
      .filter((project) => isOwner || viewer.isAdmin || project.shares.some((share) => share.userId === viewer.userId));

    return {
      id: agency.id,
      name: agency.name,
      description: agency.description,
      ownerId: agency.ownerId,
      viewerRole: own?.role ?? null,
      canManage: isOwner,
      members: roster.map((member): TAgencyMember => ({
        id: member.id,
        email: member.email,
        userId: member.userId,
        fullName: member.userId ? (contacts.get(member.userId)?.fullName ?? null) : null,
        role: member.role,
        status: member.status,
        invitedAt: member.invitedAt.toISOString(),
        respondedAt: iso(member.respondedAt),
      })),
      projects: projectList,
      createdAt: agency.createdAt.toISOString(),
    };
  }

  async function invitationDto(member: MemberRow, executor: Executor = db): Promise<TAgencyInvitation> {
    const agency = await repository.findById(member.agencyId, executor);
    if (!agency) throw agenciesErrors.invitationNotFound();
    const owner = (await profiles.contactsOf([agency.ownerId], executor)).get(agency.ownerId);
    return {
      id: member.id,
      agencyId: agency.id,
      agencyName: agency.name,
      ownerName: nameOf(owner, 'The agency owner'),
      email: member.email,
      role: member.role,
      status: member.status,
      invitedAt: member.invitedAt.toISOString(),
    };
  }

  /** The agencies these experts own, by owner id (experts without one are absent): one batched read for a list. */
  async function agenciesOwnedBy(ownerUserIds: readonly string[]): Promise<Map<string, AgencySummary>> {
    const rows = await repository.listByOwners(ownerUserIds);
    const counts = await repository.countActiveByAgency(rows.map((row) => row.id));
    const result = new Map<string, AgencySummary>();
    for (const row of rows) {
      if (result.has(row.ownerId)) continue;
      result.set(row.ownerId, {
        id: row.id,
        name: row.name,
        description: row.description,
        ownerId: row.ownerId,
        activeMembers: counts.get(row.id) ?? 0,
      });
    }
    return result;
  }

  /** The invitation is the viewer's when it went to their address (or they already answered it as themselves). */
  const isAddressee = (viewer: AgencyViewer, member: MemberRow) =>
    member.email === viewer.email.toLowerCase() || member.userId === viewer.userId;

  return {
    ...createAgenciesAdmin({ repository, profiles, projects, ledger }),

    /** The viewer's agencies, the invitations waiting for them and whether they may create one. */
    async mine(viewer: AgencyViewer): Promise<TMyAgencies> {
      const [memberships, pending, owned] = await Promise.all([
        repository.activeMembershipsOf(viewer.userId),
        repository.pendingInvitationsFor(viewer.email.toLowerCase()),
        repository.findByOwner(viewer.userId),
      ]);
      const agencyIds = [...new Set([...memberships, ...pending].map((member) => member.agencyId))];
      const [rows, counts] = await Promise.all([
        repository.listByIds(agencyIds),
        repository.countActiveByAgency(agencyIds),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const owners = await profiles.contactsOf(rows.map((row) => row.ownerId));
      const createBlockedBy = owned ? 'already_owner' : (await experts.isVetted(viewer.userId)) ? null : 'not_vetted';
      return {
        agencies: memberships.flatMap((member) => {
          const agency = byId.get(member.agencyId);
          return agency
            ? [{ id: agency.id, name: agency.name, role: member.role, activeMembers: counts.get(agency.id) ?? 0 }]
            : [];
        }),
        invitations: pending.flatMap((member) => {
          const agency = byId.get(member.agencyId);
          return agency
            ? [
                {
                  id: member.id,
                  agencyId: agency.id,
                  agencyName: agency.name,
                  ownerName: nameOf(owners.get(agency.ownerId), 'The agency owner'),
                  email: member.email,
                  role: member.role,
                  status: member.status,
                  invitedAt: member.invitedAt.toISOString(),
                },
              ]
            : [];
        }),
        createBlockedBy,
      };
    },

    /** A vetted expert creates their agency (one each) and is its owner, the first active member of its roster. */
    async create(viewer: AgencyViewer, input: TCreateAgency): Promise<TAgencyDetail> {
      if (!(await experts.isVetted(viewer.userId))) throw agenciesErrors.notVetted();
      return db.transaction(async (tx) => {
        await repository.lockOwner(viewer.userId, tx);
        if (await repository.findByOwner(viewer.userId, tx)) throw agenciesErrors.alreadyOwner();
        const agency = await repository.insertAgency(
          { name: input.name, description: input.description ?? '', ownerId: viewer.userId },
          tx,
        );
        await repository.insertMember(
          {
            agencyId: agency.id,
            email: viewer.email.toLowerCase(),
            userId: viewer.userId,
            role: 'owner',
            status: 'active',
          },
          tx,
        );
        return detail(viewer, agency.id, tx);
      });
    },

    detail: (viewer: AgencyViewer, agencyId: string) => detail(viewer, agencyId),

    /**
     * The owner invites an address: an e-mail with the invitation link, and a notification when the address has an
     * account. One roster entry per address: a declined or removed one can be invited again.
     */
    async invite(
      viewer: AgencyViewer,
      agencyId: string,
      input: { email: string; role: TAgencyMemberRole },
    ): Promise<TAgencyDetail> {
      const email = input.email.toLowerCase();
      await ownerAccess(viewer, agencyId);
      const account = await accounts.findAccountByEmail(email);
      return db.transaction(async (tx) => {
        const agency = await repository.lockAgency(agencyId, tx);
        if (!agency) throw agenciesErrors.notFound();
        const existing = await repository.lockMemberByEmail(agencyId, email, tx);
        if (existing && isCurrent(existing)) throw agenciesErrors.alreadyOnRoster();
        if ((await repository.countCurrent(agencyId, tx)) >= MAX_AGENCY_ROSTER) throw agenciesErrors.rosterFull();
        const member = existing
          ? await repository.reinvite(existing.id, input.role, tx)
          : await repository.insertMember({ agencyId, email, role: input.role }, tx);

        const owner = (await profiles.contactsOf([viewer.userId], tx)).get(viewer.userId);
        const ownerName = nameOf(owner, viewer.email);
        const roleLabel = AGENCY_ROLE_LABELS[input.role];
        const link = new URL(`/agency/invitations/${member.id}`, publicUrl).toString();
        await mailer.enqueue(
          agencyInvitationEmail({ to: email, ownerName, agencyName: agency.name, roleLabel, link }),
          tx,
        );
        if (account && account.id !== viewer.userId)
          await notifications.notify(
            {
              userId: account.id,
              type: 'agency_invitation',
              title: 'Agency invitation',
              message: `${ownerName} invited you to join ${agency.name} as ${roleLabel.toLowerCase()}.`,
              relatedId: member.id,
            },
            tx,
          );
        return detail(viewer, agencyId, tx);
      });
    },

    /** The owner changes an invited or active member's role (the owner's own role is fixed). */
    async changeRole(
      viewer: AgencyViewer,
      agencyId: string,
      memberId: string,
      role: TAgencyMemberRole,
    ): Promise<TAgencyDetail> {
      await ownerAccess(viewer, agencyId);
      return db.transaction(async (tx) => {
        const member = await repository.lockMember(memberId, tx);
        if (!member || member.agencyId !== agencyId) throw agenciesErrors.memberNotFound();
        if (member.role === 'owner') throw agenciesErrors.ownerIsFixed();
        if (!isCurrent(member)) throw agenciesErrors.memberNotCurrent();
        if (member.role !== role) await repository.setRole(memberId, role, tx);
        return detail(viewer, agencyId, tx);
      });
    },

    /**
     * The owner removes a member or withdraws an invitation. Not the owner; not someone who still has a share in
     * an open project (the split would no longer add up). Removing twice answers the same.
     */
    async removeMember(viewer: AgencyViewer, agencyId: string, memberId: string): Promise<TAgencyDetail> {
      await ownerAccess(viewer, agencyId);
      return db.transaction(async (tx) => {
        const agency = await repository.lockAgency(agencyId, tx);
        if (!agency) throw agenciesErrors.notFound();
        const member = await repository.lockMember(memberId, tx);
        if (!member || member.agencyId !== agencyId) throw agenciesErrors.memberNotFound();
        if (member.role === 'owner') throw agenciesErrors.ownerIsFixed();
        if (member.status !== 'removed') {
          if (member.status === 'active' && member.userId) {
            const shares = await repository.sharesOfUserInAgency(agencyId, member.userId, tx);
            if (shares.length) {
              const open = new Set(
                (await agencyProjects(agency))
                  .filter((project) => !CLOSED_PROJECT_STATUSES.includes(project.status))
                  .map((project) => project.id),
              );
              if (shares.some((share) => open.has(share.projectId))) throw agenciesErrors.memberHasShares();
            }
          }
          await repository.markRemoved(memberId, tx);
        }
        return detail(viewer, agencyId, tx);
      });
    },

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

    /** An invitation as its addressee sees it; 404 for anyone else, so ids do not leak. */
    async invitation(viewer: AgencyViewer, memberId: string): Promise<TAgencyInvitation> {
      const member = await repository.findMember(memberId);
      if (!member || !isAddressee(viewer, member)) throw agenciesErrors.invitationNotFound();
      return invitationDto(member);
    },

    /**
     * The invited address's signed-in user joins the roster. Only vetted experts join. Accepting again (a double
     * click, two tabs) answers the same; an invitation declined or withdrawn is closed.
     */
    async accept(viewer: AgencyViewer, memberId: string): Promise<TAgencyInvitation> {
      const vetted = await experts.isVetted(viewer.userId);
      return db.transaction(async (tx) => {
        const member = await repository.lockMember(memberId, tx);
        if (!member || !isAddressee(viewer, member)) throw agenciesErrors.invitationNotFound();
        if (member.status === 'active' && member.userId === viewer.userId) return invitationDto(member, tx);
        if (member.status !== 'invited') throw agenciesErrors.invitationClosed();
        if (!vetted) throw agenciesErrors.joinNotVetted();
        const joined = await repository.answer(memberId, { status: 'active', userId: viewer.userId }, tx);
        const dto = await invitationDto(joined, tx);
        const me = (await profiles.contactsOf([viewer.userId], tx)).get(viewer.userId);
        await notifications.notify(
          {
            userId: (await repository.findById(member.agencyId, tx))!.ownerId,
            type: 'agency_member_joined',
            title: 'New agency member',
            message: `${nameOf(me, viewer.email)} joined ${dto.agencyName} as ${AGENCY_ROLE_LABELS[member.role].toLowerCase()}.`,
            relatedId: member.agencyId,
          },
          tx,
        );
        return dto;
      });
    },

    /** The addressee declines; declining again answers the same; an accepted or withdrawn invitation is closed. */
    async decline(viewer: AgencyViewer, memberId: string): Promise<TAgencyInvitation> {
      return db.transaction(async (tx) => {
        const member = await repository.lockMember(memberId, tx);
        if (!member || !isAddressee(viewer, member)) throw agenciesErrors.invitationNotFound();
        if (member.status === 'declined') return invitationDto(member, tx);
        if (member.status !== 'invited') throw agenciesErrors.invitationClosed();
        return invitationDto(await repository.answer(memberId, { status: 'declined' }, tx), tx);
      });
    },

    /** The agency this expert owns, or null: matching shows it as a candidate through its owner. */
    async agencyOf(ownerUserId: string): Promise<AgencySummary | null> {
      return (await agenciesOwnedBy([ownerUserId])).get(ownerUserId) ?? null;
    },

    agenciesOwnedBy,

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

export type AgenciesService = ReturnType<typeof createAgenciesService>;
