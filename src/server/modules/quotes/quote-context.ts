import type { Database, Executor } from '../../db/client';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import type { TSettings } from '../../../shared/domain/settings';
import type { TExpertSummary } from '../../../shared/schemas/expert-summary';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { RequestRow, RequestsService } from '../requests/requests.service';
import type { SettingsService } from '../settings/settings.service';
import { quotesErrors } from './quotes.errors';
import { createQuotesRepository } from './quotes.repository';

/** What the quotes module uses of other modules, each through its service. */
export type QuotesDeps = {
  db: Database;
  notifications: Pick<NotificationsService, 'notify'>;
  settings: Pick<SettingsService, 'getAll'>;
  requests: Pick<RequestsService, 'findById' | 'lock' | 'markQuoted' | 'markApproved'>;
  projects: Pick<ProjectsService, 'createCustomProject'>;
  profiles: Pick<ProfilesService, 'listAdminIds' | 'contactsOf'>;
  /** The quote page shows the expert who will deliver; the experts module provides it, bound in app.ts. */
  expertSummaries?: (userIds: string[]) => Promise<Map<string, TExpertSummary>>;
  /**
   * Port: the client approved a quote, so the request is closed; called inside the approval transaction (request
   * locked) so the matching module closes its pending invitations with it. Bound in app.ts (matching uses quotes).
   */
  requestApproved?: (request: RequestRow, tx: Executor) => Promise<void>;
  /** Port: whether the request's brief asked for Outcome Assurance (the project is then assured). Bound in app.ts. */
  briefAssured?: (briefId: string, executor: Executor) => Promise<boolean>;
  /** Quote actions are recorded as product events inside their transaction. */
  analytics?: Pick<AnalyticsService, 'record'>;
  /** Admins' quote actions are recorded in the administrator activity log inside their transaction. */
  activity: Pick<AdminActivityService, 'record'>;
};

/**
 * What the rules read, loaded before a transaction opens: a transaction that waits on a row lock must not also need
 * a second pooled connection, or a burst of concurrent actions could hold every connection and wait forever.
 */
export type QuoteRules = { settings: TSettings; adminIds: string[] };

/** What every part of the quotes module shares: its deps, its repository, the rules and the request lock. */
export function createQuoteContext(deps: QuotesDeps) {
  const { db, settings, profiles, requests } = deps;
  return {
    ...deps,
    repository: createQuotesRepository(db),

    async loadRules(): Promise<QuoteRules> {
      const [all, adminIds] = await Promise.all([settings.getAll(), profiles.listAdminIds()]);
      return { settings: all, adminIds };
    },

    /**
     * One transaction that first locks the quote's request, then runs `work`: every quote write takes the request
     * lock first, so concurrent writes queue instead of deadlocking. `missing` is thrown when the request is gone.
     */
    withRequestLock<T>(
      requestId: string,
      work: (request: RequestRow, tx: Executor) => Promise<T>,
      missing: () => Error = quotesErrors.notFound,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const request = await requests.lock(requestId, tx);
        if (!request) throw missing();
        return work(request, tx);
      });
    },
  };
}

export type QuoteContext = ReturnType<typeof createQuoteContext>;
