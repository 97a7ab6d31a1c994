import type { Database, Executor } from '../../db/client';
import type { TAgencyDetail, TAgencyInvitation, TAgencyMember, TAgencyProject } from '../../../shared/schemas/agencies';
import type { Contact, ProfilesService } from '../profiles/profiles.service';
import { agenciesErrors } from './agencies.errors';
import type { AgenciesRepository, AgencyRow, MemberRow } from './agencies.repository';
import { CLOSED_PROJECT_STATUSES, type AgencyProjects, type AgencySummary, type AgencyViewer } from './agencies.types';

export type AgencyViewsDeps = {
  db: Database;
  repository: AgenciesRepository;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  projects: AgencyProjects;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const nameOf = (contact: Contact | undefined, fallback: string) =>
  contact?.fullName || contact?.email || fallback;

/** Who may see an agency and what they see of it: the reads the roster and split use cases answer with. */
export function createAgencyViews({ db, repository, profiles, projects }: AgencyViewsDeps) {
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

  return { access, ownerAccess, agencyProjects, detail, invitationDto, agenciesOwnedBy, isAddressee };
}

export type AgencyViews = ReturnType<typeof createAgencyViews>;
