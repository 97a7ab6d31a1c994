import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { TFirstAdminCreated, TFirstAdminInput, TSetupLink } from '../../../shared/schemas/setup';
import type { Database, Executor } from '../../db/client';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import type { AuthService } from '../auth/auth.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { SettingsService } from '../settings/settings.service';
import { setupErrors } from './setup.errors';
import { createSetupRepository, type SetupRow } from './setup.repository';

/** A setup link works for one hour after the start that issued it. */
export const SETUP_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Instances starting together (several behind a load balancer) share one link: a start within this long of another
 * instance's issuing keeps that link (and says where it was logged) instead of replacing it. A restart of the same
 * instance, or a start after this, issues a new link and the old one stops working.
 */
export const SETUP_LINK_SHARED_START_MS = 60 * 1000;

export type SetupDeps = {
  db: Database;
  accounts: Pick<AuthService, 'findAccountByEmail' | 'createConfirmedPasswordAccount'>;
  profiles: Pick<ProfilesService, 'hasAdmin' | 'createAdminProfile'>;
  /** The first admin's creation is recorded in the administrator activity log, in its own transaction. */
  activity: Pick<AdminActivityService, 'record'>;
  settings: Pick<SettingsService, 'get'>;
  /** Signs the new admin in through better-auth; answers the session's Set-Cookie headers. */
  signIn: (credentials: { email: string; password: string }, headers: Headers) => Promise<string[]>;
  /** The confirmation an admin needs to turn two-factor on: the setup link already proved who they are. */
  adminEnrolment: { issue: (userId: string, executor: Executor) => Promise<string> };
  publicUrl: string;
  logger: Logger;
  /** This instance as log lines name it (host and port): stable across its restarts, distinct from its peers. */
  instance: string;
  now?: () => Date;
};

export type SetupLinkIssue =
  | { status: 'issued'; token: string; url: string; expiresAt: Date }
  /** Another instance issued the current link moments ago; it is in that instance's log. */
  | { status: 'issued_elsewhere'; issuedBy: string; issuedAt: Date; expiresAt: Date }
  /** Setup is over: an admin exists, or the link was used (`completed`) and the admin was removed since. */
  | { status: 'closed'; reason: 'admin_exists' | 'completed' };

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The row's link is this token's, unexpired and unused. */
function opens(row: SetupRow | null, tokenHash: string, now: Date): row is SetupRow {
  if (!row || row.completedAt || row.expiresAt <= now) return false;
  const stored = Buffer.from(row.tokenHash, 'hex');
  const given = Buffer.from(tokenHash, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * First-admin setup on a fresh install: while no admin exists, each start issues a one-time link
 * (`PUBLIC_URL/setup/<token>`, one hour) and logs it; only the token's SHA-256 is stored, so any instance can check
 * it. The link creates one admin account (signed in, then off to set up two-factor authentication); after that,
 * setup is closed for good.
 */
export function createSetupService(deps: SetupDeps) {
  const { db, accounts, profiles, activity, settings, logger } = deps;
  const repository = createSetupRepository(db);
  const now = deps.now ?? (() => new Date());

  /** The setup row when `token` opens it and no admin exists yet; else the "no longer valid" error. */
  async function openRow(token: string, executor: Executor, forUpdate = false) {
    const row = await repository.find(executor, { forUpdate });
    if (!opens(row, hashOf(token), now()) || (await profiles.hasAdmin(executor))) throw setupErrors.linkInvalid();
    return row;
  }

  async function issueLink(): Promise<SetupLinkIssue> {
    return db.transaction(async (tx) => {
      await repository.lockIssuing(tx);
      const current = await repository.find(tx);
      if (await profiles.hasAdmin(tx)) return { status: 'closed', reason: 'admin_exists' };
      if (current?.completedAt) return { status: 'closed', reason: 'completed' };
      const at = now();
      if (
        current &&
        current.issuedBy !== deps.instance &&
        current.expiresAt > at &&
        at.getTime() - current.issuedAt.getTime() < SETUP_LINK_SHARED_START_MS
      )
        return {
          status: 'issued_elsewhere',
          issuedBy: current.issuedBy,
          issuedAt: current.issuedAt,
          expiresAt: current.expiresAt,
        };
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + SETUP_LINK_TTL_MS);
      await repository.replaceToken({ tokenHash: hashOf(token), issuedAt: at, expiresAt, issuedBy: deps.instance }, tx);
      return { status: 'issued', token, url: `${deps.publicUrl}/setup/${token}`, expiresAt };
    });
  }

  return {
    issueLink,

    /**
     * Called once per start: while no admin exists, issues the setup link and logs it (a warning, so it shows at
     * every log level an operator runs with). The link is a secret by design, like a password-reset link: it is
     * written to the log only, and works once, for an hour. Never fails the start.
     */
    async announce(): Promise<SetupLinkIssue | null> {
      try {
        const issue = await issueLink();
        if (issue.status === 'issued')
          logger.warn(
            { setupUrl: issue.url, expiresAt: issue.expiresAt.toISOString() },
            `No administrator yet: open ${issue.url} within 1 hour to create the first admin account (one-time setup link; a new start issues a new one)`,
          );
        else if (issue.status === 'issued_elsewhere') {
          const until = new Date(issue.issuedAt.getTime() + SETUP_LINK_SHARED_START_MS).toISOString();
          logger.warn(
            {
              issuedBy: issue.issuedBy,
              issuedAt: issue.issuedAt.toISOString(),
              expiresAt: issue.expiresAt.toISOString(),
            },
            `No administrator yet: instance ${issue.issuedBy} has just logged the one-time setup link; open that link, or restart this instance after ${until} for a new one`,
          );
        } else if (issue.reason === 'completed')
          logger.warn(
            'No administrator: the first-admin setup link was already used. Give an account admin rights with `npm run admin:create -- EMAIL`',
          );
        return issue;
      } catch (error) {
        logger.error({ err: error }, 'first-admin setup link not issued');
        return null;
      }
    },

    /** Whether the link still works: its expiry, else 404 "This setup link is no longer valid." */
    async check(token: string): Promise<TSetupLink> {
      const row = await openRow(token, db);
      return { expiresAt: row.expiresAt.toISOString() };
    },

    /**
     * Creates the first admin account with the link, in one transaction that holds the setup row: the account
     * (confirmed: the link proves who set it up), its admin profile, setup closed for good, and the activity log entry.
     * A second submission of the same link waits for the first and then finds it used. Then signs the admin in.
     */
    async createFirstAdmin(
      token: string,
      input: TFirstAdminInput,
      request: { ip: string; headers: Headers },
    ): Promise<{ cookies: string[]; result: TFirstAdminCreated }> {
      const admin = await db.transaction(async (tx) => {
        await openRow(token, tx, true);
        if (await accounts.findAccountByEmail(input.email.trim(), tx)) throw setupErrors.emailTaken();
        const account = await accounts.createConfirmedPasswordAccount(
          { name: input.fullName, email: input.email, password: input.password },
          tx,
        );
        await profiles.createAdminProfile(account, tx);
        await repository.complete(account.id, now(), tx);
        const enrolmentConfirmation = await deps.adminEnrolment.issue(account.id, tx);
        await activity.record(
          { userId: account.id, email: account.email, ip: request.ip },
          {
            action: 'account.first_admin_created',
            targetId: account.id,
            summary: `Created the first admin account, ${account.email}, with the setup link`,
            after: { email: account.email, fullName: account.name, isAdmin: true },
          },
          tx,
        );
        return { ...account, enrolmentConfirmation };
      });
      const mfaRequired = (await settings.get('require_mfa_for_admins')).enabled;
      const cookies = await deps
        .signIn({ email: admin.email, password: input.password }, request.headers)
        .catch((error: unknown) => {
          // The account exists either way: the page then sends the admin to sign in.
          logger.error({ err: error }, 'first admin created but not signed in');
          return [];
        });
      logger.info({ userId: admin.id }, 'first admin account created');
      const { enrolmentConfirmation } = admin;
      return { cookies, result: { signedIn: cookies.length > 0, mfaRequired, enrolmentConfirmation } };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
