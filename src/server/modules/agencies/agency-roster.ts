import type { Database } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import { AGENCY_ROLE_LABELS, type TAgencyMemberRole } from '../../../shared/domain/agencies';
import { MAX_AGENCY_ROSTER } from '../../../shared/domain/limits';
import type { TAgencyDetail, TAgencyInvitation, TCreateAgency, TMyAgencies } from '../../../shared/schemas/agencies';
import type { AuthService } from '../auth/auth.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { agencyInvitationEmail } from './agencies.emails';
import { agenciesErrors } from './agencies.errors';
import type { AgenciesRepository, MemberRow } from './agencies.repository';
import { CLOSED_PROJECT_STATUSES, type AgencyExperts, type AgencyViewer } from './agencies.types';
import { nameOf, type AgencyViews } from './agency-views';

export type AgencyRosterDeps = {
  db: Database;
  repository: AgenciesRepository;
  views: AgencyViews;
  mailer: Pick<Mailer, 'enqueue'>;
  notifications: Pick<NotificationsService, 'notify'>;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  accounts: Pick<AuthService, 'findAccountByEmail'>;
  experts: AgencyExperts;
  publicUrl: string;
};

const isCurrent = (member: MemberRow) => member.status === 'invited' || member.status === 'active';

/** Agencies and their rosters: creating one, inviting, changing roles, removing, and answering invitations. */
export function createAgencyRoster({
  db,
  repository,
  views,
  mailer,
  notifications,
  profiles,
  accounts,
  experts,
  publicUrl,
}: AgencyRosterDeps) {
  const { detail, ownerAccess, agencyProjects, invitationDto, isAddressee } = views;

  return {
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
  };
}
