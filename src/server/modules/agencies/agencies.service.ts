import type { Database } from '../../db/client';
import type { Mailer } from '../../providers/email/mailer';
import type { AuthService } from '../auth/auth.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { createAgenciesAdmin } from './agencies-admin';
import { createAgenciesRepository } from './agencies.repository';
import type { AgencyExperts, AgencyProjects, AgencySummary } from './agencies.types';
import { createAgencyRoster } from './agency-roster';
import { createAgencySplits } from './agency-splits';
import { createAgencyViews } from './agency-views';

export type { AgencyExperts, AgencyProjects, AgencySummary, AgencyViewer, ProjectSplit } from './agencies.types';

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

/** Agencies: the roster (agency-roster), payout splits (agency-splits) and the admin's directory (agencies-admin). */
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
  const views = createAgencyViews({ db, repository, profiles, projects });

  return {
    ...createAgenciesAdmin({ repository, profiles, projects, ledger }),
    ...createAgencyRoster({ db, repository, views, mailer, notifications, profiles, accounts, experts, publicUrl }),
    ...createAgencySplits({ db, repository, views }),

    /** The agency this expert owns, or null: matching shows it as a candidate through its owner. */
    async agencyOf(ownerUserId: string): Promise<AgencySummary | null> {
      return (await views.agenciesOwnedBy([ownerUserId])).get(ownerUserId) ?? null;
    },

    agenciesOwnedBy: views.agenciesOwnedBy,
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
