import type { Database } from '../../db/client';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import type { Jobs } from '../../jobs/jobs';
import type { RealtimeHub } from '../../realtime/hub';
import type { TSettings } from '../../../shared/domain/settings';
import type { ExpertsService } from '../experts/experts.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { QuotesService } from '../quotes/quotes.service';
import type { RequestsService } from '../requests/requests.service';
import type { SettingsService } from '../settings/settings.service';
import { createMatchingRepository } from './matching.repository';

/** An agency as matching shows it: the agencies module's summary, keyed by its owner. */
export type MatchingAgency = { id: string; name: string; activeMembers: number };

/** What the matching module uses of other modules, each through its service. */
export type MatchingDeps = {
  db: Database;
  jobs: Pick<Jobs, 'send'>;
  /** Admins' open matching pages refresh when a shortlist is computed. */
  hub: Pick<RealtimeHub, 'publish'>;
  settings: Pick<SettingsService, 'getAll'>;
  requests: Pick<
    RequestsService,
    | 'findById'
    | 'findByProjectId'
    | 'closeWithProject'
    | 'lock'
    | 'listByIds'
    | 'listOpen'
    | 'countOpen'
    | 'findOpen'
    | 'markAssigned'
    | 'extendInvitationWindow'
    | 'industriesByProject'
    | 'updateMatchingInputs'
  >;
  projects: Pick<ProjectsService, 'assignFreelancer' | 'deliveriesOf' | 'freelancersOf' | 'pageForUser'>;
  quotes: Pick<
    QuotesService,
    | 'expertIdsForRequest'
    | 'createAsExpert'
    | 'reviseAsExpert'
    | 'listForExpert'
    | 'getForExpert'
    | 'outcomesByExpert'
    | 'firstSentByRequest'
  >;
  experts: Pick<ExpertsService, 'listMatchCandidates' | 'matchCandidatesOf' | 'summariesOf' | 'isVetted' | 'skillPool'>;
  profiles: Pick<ProfilesService, 'contactsOf' | 'listAdminIds'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Invitations sent by admins are recorded in the administrator activity log inside their transaction. */
  activity: Pick<AdminActivityService, 'record'>;
  /**
   * The agencies their owners lead (decision 013: an agency is matched and invited through its owner). Agencies are
   * built after matching, so app.ts binds this with a closure.
   */
  agencies: { agenciesOwnedBy: (ownerIds: readonly string[]) => Promise<Map<string, MatchingAgency>> };
};

/** Read before a transaction opens, so a transaction waiting on a lock never needs a second pooled connection. */
export type MatchingRules = { settings: TSettings; adminIds: string[] };

export function createMatchingContext(deps: MatchingDeps) {
  return {
    ...deps,
    repository: createMatchingRepository(deps.db),
    async loadRules(): Promise<MatchingRules> {
      const [settings, adminIds] = await Promise.all([deps.settings.getAll(), deps.profiles.listAdminIds()]);
      return { settings, adminIds };
    },
  };
}

export type MatchingContext = ReturnType<typeof createMatchingContext>;
