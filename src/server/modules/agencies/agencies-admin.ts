import type { TProjectStatus } from '../../../shared/domain/projects';
import {
  ADMIN_AGENCIES_PAGE_SIZE,
  type TAdminAgencyDetail,
  type TAdminAgencyList,
  type TAdminAgencyListFilter,
  type TMoneyTotal,
} from '../../../shared/schemas/admin-agencies';
import type { LedgerService } from '../ledger/ledger.service';
import type { Contact, ProfilesService } from '../profiles/profiles.service';
import { agenciesErrors } from './agencies.errors';
import type { AgenciesRepository } from './agencies.repository';
import type { AgencyProjects } from './agencies.types';

export type AgenciesAdminDeps = {
  repository: AgenciesRepository;
  profiles: Pick<ProfilesService, 'contactsOf' | 'findUserIdsMatching'>;
  projects: AgencyProjects;
  ledger: Pick<LedgerService, 'releasedToExperts'>;
};

/** Owners searched by name or e-mail (as the admin Experts list does). */
const OWNER_MATCH_LIMIT = 500;
/** Work in progress, as the directory counts it. */
const IN_PROGRESS: readonly TProjectStatus[] = ['active', 'on_hold'];

type Released = { projectId: string; currency: string; amount: number };

/** Released amounts summed per currency, in currency order. */
function totals(rows: readonly Released[]): TMoneyTotal[] {
  const byCurrency = new Map<string, number>();
  for (const row of rows) byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + row.amount);
  return [...byCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
}

const ownerOf = (ownerId: string, contact: Contact | undefined, fallbackEmail = '') => ({
  id: ownerId,
  fullName: contact?.fullName ?? null,
  email: contact?.email ?? fallbackEmail,
});

/**
 * The admin's agency directory: every agency with its roster, its work and the money released to it, read-only.
 * An agency works on the projects its owner delivers; "released" is what escrow releases booked to experts on them
 * (after the platform fee). The routes check admin rights before calling.
 */
export function createAgenciesAdmin({ repository, profiles, projects, ledger }: AgenciesAdminDeps) {
  /** The page of agencies matching `text` (name, owner's name or e-mail), newest first. */
  async function matching(text: string | undefined, limit: number, offset: number) {
    const ownerIds = text ? await profiles.findUserIdsMatching(text, OWNER_MATCH_LIMIT) : undefined;
    return repository.adminPage({ text, ownerIds, limit, offset });
  }

  return {
    async adminList(filter: TAdminAgencyListFilter): Promise<TAdminAgencyList> {
      const text = filter.q?.trim() || undefined;
      const { rows, total } = await matching(
        text,
        ADMIN_AGENCIES_PAGE_SIZE,
        (filter.page - 1) * ADMIN_AGENCIES_PAGE_SIZE,
      );
      const ids = rows.map((row) => row.id);
      const [counts, contacts, worked] = await Promise.all([
        repository.rosterCounts(ids),
        profiles.contactsOf(rows.map((row) => row.ownerId)),
        // One read per owner on a page of at most ADMIN_AGENCIES_PAGE_SIZE rows.
        Promise.all(rows.map((row) => projects.listDeliveredBy(row.ownerId))),
      ]);
      const released = await ledger.releasedToExperts(worked.flat().map((project) => project.id));
      const count = (agencyId: string, match: (role: string, status: string) => boolean) =>
        counts
          .filter((row) => row.agencyId === agencyId && match(row.role, row.status))
          .reduce((sum, row) => sum + row.count, 0);

      return {
        agencies: rows.map((row, index) => {
          const own = worked[index] ?? [];
          const projectIds = new Set(own.map((project) => project.id));
          return {
            id: row.id,
            name: row.name,
            owner: ownerOf(row.ownerId, contacts.get(row.ownerId)),
            members: {
              leadExperts: count(row.id, (role, status) => role === 'lead_expert' && status === 'active'),
              supportingExperts: count(row.id, (role, status) => role === 'supporting_expert' && status === 'active'),
              pendingInvitations: count(row.id, (_role, status) => status === 'invited'),
            },
            projects: {
              active: own.filter((project) => IN_PROGRESS.includes(project.status)).length,
              completed: own.filter((project) => project.status === 'completed').length,
            },
            released: totals(released.filter((entry) => projectIds.has(entry.projectId))),
            createdAt: row.createdAt.toISOString(),
          };
        }),
        total,
        page: filter.page,
        pageSize: ADMIN_AGENCIES_PAGE_SIZE,
      };
    },

    /** One agency as the admin sees it: the whole roster, every project with its split and the money released. */
    async adminDetail(agencyId: string): Promise<TAdminAgencyDetail> {
      const agency = await repository.findById(agencyId);
      if (!agency) throw agenciesErrors.notFound();
      const [members, worked] = await Promise.all([
        repository.membersOf(agencyId),
        projects.listDeliveredBy(agency.ownerId),
      ]);
      const projectIds = worked.map((project) => project.id);
      const [shares, released] = await Promise.all([
        repository.sharesOfProjects(projectIds),
        ledger.releasedToExperts(projectIds),
      ]);
      const contacts = await profiles.contactsOf([
        agency.ownerId,
        ...members.flatMap((member) => (member.userId ? [member.userId] : [])),
        ...shares.map((share) => share.userId),
      ]);
      const activeRole = new Map(
        members.flatMap((member) =>
          member.status === 'active' && member.userId ? [[member.userId, member.role] as const] : [],
        ),
      );
      const ownerEmail = members.find((member) => member.role === 'owner')?.email;

      return {
        id: agency.id,
        name: agency.name,
        description: agency.description,
        owner: ownerOf(agency.ownerId, contacts.get(agency.ownerId), ownerEmail),
        // The owner first, then everyone else in invitation order.
        members: [...members]
          .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'))
          .map((member) => ({
            id: member.id,
            email: member.email,
            userId: member.userId,
            fullName: member.userId ? (contacts.get(member.userId)?.fullName ?? null) : null,
            role: member.role,
            status: member.status,
            invitedAt: member.invitedAt.toISOString(),
            respondedAt: member.respondedAt?.toISOString() ?? null,
          })),
        projects: worked.map((project) => ({
          id: project.id,
          title: project.title,
          status: project.status,
          shares: shares
            .filter((share) => share.projectId === project.id)
            .map((share) => ({
              userId: share.userId,
              fullName: contacts.get(share.userId)?.fullName ?? null,
              email: contacts.get(share.userId)?.email ?? '',
              role: activeRole.get(share.userId) ?? null,
              sharePercent: share.sharePercent,
            })),
          released: totals(released.filter((entry) => entry.projectId === project.id)),
        })),
        released: totals(released),
        createdAt: agency.createdAt.toISOString(),
      };
    },

    /** Agencies for the admin quick search: by a word of the name, or the owner's name or e-mail. */
    async searchForAdmin(
      text: string,
      limit: number,
    ): Promise<{ id: string; name: string; ownerName: string | null }[]> {
      const { rows } = await matching(text, limit, 0);
      const contacts = await profiles.contactsOf(rows.map((row) => row.ownerId));
      return rows.map((row) => {
        const owner = contacts.get(row.ownerId);
        return { id: row.id, name: row.name, ownerName: owner?.fullName || owner?.email || null };
      });
    },
  };
}
