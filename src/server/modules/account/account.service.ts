import { OPEN_PROJECT_STATUSES } from '../../../shared/domain/projects';
import type { TAccountSessionList, TAccountSettings, TEmailPreferences } from '../../../shared/schemas/account';
import type { Database } from '../../db/client';
import type { AuthService } from '../auth/auth.service';
import type { BriefsService } from '../briefs/briefs.service';
import type { ExpertsService } from '../experts/experts.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import type { ProfilesService, Viewer } from '../profiles/profiles.service';
import type { ProjectsService } from '../projects/projects.service';
import type { QuotesService } from '../quotes/quotes.service';
import type { RequestsService } from '../requests/requests.service';
import { accountErrors } from './account.errors';
import { deviceLabel } from './device-label';

/** A session as better-auth lists it. */
export type SessionRecord = {
  token: string;
  id: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * What account settings need of better-auth for the request's own session (bound in app.ts): rename the user,
 * list the user's sessions with the current one's token, sign out every other session.
 */
export type SessionPort = {
  updateName: (headers: Headers, name: string) => Promise<void>;
  listSessions: (headers: Headers) => Promise<{ sessions: SessionRecord[]; currentToken: string | null }>;
  revokeOtherSessions: (headers: Headers) => Promise<void>;
};

export type AccountDeps = {
  db: Database;
  sessions: SessionPort;
  accounts: Pick<AuthService, 'anonymise'>;
  profiles: Pick<ProfilesService, 'ownProfile' | 'emailPreferencesOf' | 'setEmailPreferences' | 'anonymise'>;
  briefs: Pick<BriefsService, 'exportFor' | 'removeAllOf'>;
  experts: Pick<ExpertsService, 'exportFor' | 'removeProfileOf'>;
  requests: Pick<RequestsService, 'listForClient'>;
  quotes: Pick<QuotesService, 'listForClient'>;
  payments: Pick<PaymentsService, 'listOrders'>;
  projects: Pick<ProjectsService, 'listForUser'>;
  ledger: Pick<LedgerService, 'escrowBalance'>;
  notifications: Pick<NotificationsService, 'listAllFor' | 'removeAllFor'>;
};

/** The address a deleted account is left with: unique, never deliverable (.invalid), free for a new sign-up. */
export const deletedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

export function createAccountService(deps: AccountDeps) {
  const { db, sessions, profiles } = deps;

  return {
    async settings(viewer: Viewer): Promise<TAccountSettings> {
      const preferences = await profiles.emailPreferencesOf(viewer.userId);
      return { fullName: viewer.fullName, email: viewer.email, emailVerified: viewer.emailVerified, preferences };
    },

    /** Renames the better-auth user; the profile follows through the user-updated hook. */
    async rename(headers: Headers, name: string): Promise<{ fullName: string }> {
      await sessions.updateName(headers, name);
      return { fullName: name };
    },

    setPreferences: (viewer: Viewer, preferences: TEmailPreferences) =>
      profiles.setEmailPreferences(viewer.userId, preferences),

    async listSessions(headers: Headers): Promise<TAccountSessionList> {
      const { sessions: rows, currentToken } = await sessions.listSessions(headers);
      const list = rows.map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        ipAddress: row.ipAddress || null,
        createdAt: new Date(row.createdAt).toISOString(),
        lastActiveAt: new Date(row.updatedAt).toISOString(),
        current: row.token === currentToken,
      }));
      // This device first, then the most recently active.
      list.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
      return { sessions: list };
    },

    revokeOtherSessions: (headers: Headers) => sessions.revokeOtherSessions(headers),

    /**
     * Everything the person's account holds about them, assembled through each module's own reads for that person
     * (so only what they may see): profile, expert profile, briefs, requests, the quotes presented to them, paid orders, the projects
     * they take part in and their notifications.
     */
    async exportData(viewer: Viewer) {
      const [profile, expertProfile, briefs, requests, quotes, orders, projects, notifications] = await Promise.all([
        profiles.ownProfile(viewer.userId),
        deps.experts.exportFor(viewer.userId),
        deps.briefs.exportFor(viewer.userId),
        deps.requests.listForClient(viewer.userId),
        deps.quotes.listForClient(viewer.userId),
        deps.payments.listOrders(viewer.userId),
        deps.projects.listForUser(viewer.userId),
        deps.notifications.listAllFor(viewer.userId),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        account: {
          userId: viewer.userId,
          email: viewer.email,
          emailVerified: viewer.emailVerified,
          twoFactorEnabled: viewer.mfaEnabled,
        },
        profile,
        expertProfile,
        briefs,
        requests: requests.requests,
        quotes: quotes.quotes,
        orders: orders.orders,
        projects: projects.projects,
        notifications,
      };
    },

    /**
     * Deletes the account: refused while money is held in escrow for any of the person's projects, or while one is
     * still open. Otherwise, in one transaction: briefs, expert profile and notifications removed, profile and account anonymised
     * (projects, payments and ratings keep pointing at the anonymous user for the other party and the law), password
     * and every session removed.
     */
    async deleteAccount(viewer: Viewer, typedEmail: string): Promise<void> {
      if (typedEmail.trim().toLowerCase() !== viewer.email.toLowerCase()) throw accountErrors.emailMismatch();
      const { projects } = await deps.projects.listForUser(viewer.userId);
      const placeholder = deletedAccountEmail(viewer.userId);
      await db.transaction(async (tx) => {
        for (const project of projects) {
          if ((await deps.ledger.escrowBalance(project.id, project.currency, tx)) > 0) throw accountErrors.escrowHeld();
        }
        if (projects.some((project) => OPEN_PROJECT_STATUSES.includes(project.status)))
          throw accountErrors.openProjects();
        if (!(await deps.accounts.anonymise(viewer.userId, placeholder, tx))) throw accountErrors.notFound();
        await deps.briefs.removeAllOf(viewer.userId, tx);
        await deps.experts.removeProfileOf(viewer.userId, tx);
        await deps.notifications.removeAllFor(viewer.userId, tx);
        await profiles.anonymise(viewer.userId, placeholder, tx);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
