import { Readable } from 'node:stream';
import {
  ADMIN_ACTIONS,
  ADMIN_ACTIVITY_EXPORT_LIMIT,
  ADMIN_ACTIVITY_PAGE_SIZE,
  type TAdminAction,
  type TAdminActor,
} from '../../../shared/domain/admin-activity';
import type {
  TAdminActivityAdmins,
  TAdminActivityEntry,
  TAdminActivityPage,
  TAdminActivityQuery,
} from '../../../shared/schemas/admin-activity';
import type { Database, Executor } from '../../db/client';
import { csvLine, UTF8_BOM } from '../../lib/csv';
import {
  createAdminActivityRepository,
  type AdminActivityFilter,
  type AdminActivityRow,
} from './admin-activity.repository';

export type { TAdminActor } from '../../../shared/domain/admin-activity';

/** What an admin action records about itself; the actor and the time are added here. */
export type AdminActivityInput = {
  action: TAdminAction;
  targetId: string | null;
  /** One line a person reads in the Activity tab, e.g. "Approved quote Q-2026-0042 for sending". */
  summary: string;
  before?: unknown;
  after?: unknown;
};

const EXPORT_BATCH_SIZE = 1000;
const DAY_MS = 86_400_000;

function filterOf(query: Omit<TAdminActivityQuery, 'page'>): AdminActivityFilter {
  return {
    actorId: query.actorId,
    action: query.action,
    targetType: query.targetType,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    // The end date is a whole UTC day: entries before the next midnight.
    until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    q: query.q,
  };
}

function toEntry(row: AdminActivityRow): TAdminActivityEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    ip: row.ip,
    action: row.action as TAdminAction,
    targetType: ADMIN_ACTIONS[row.action as TAdminAction].target,
    targetId: row.targetId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

const CSV_HEADER = ['occurred_at', 'admin_email', 'admin_id', 'ip', 'action', 'target_type', 'target_id', 'summary'];
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The administrator activity log: every admin action records one entry inside its own transaction (who, from which
 * address, what, on what, before and after); the database refuses to change or delete entries (migration trigger).
 */
export function createAdminActivityService({ db }: { db: Database }) {
  const repository = createAdminActivityRepository(db);

  return {
    /** Records `entry` by `actor` with the action's own transaction, so the two commit or roll back together. */
    async record(actor: TAdminActor, entry: AdminActivityInput, tx: Executor): Promise<void> {
      await repository.insert(
        {
          actorId: actor.userId,
          actorEmail: actor.email,
          ip: actor.ip,
          action: entry.action,
          targetType: ADMIN_ACTIONS[entry.action].target,
          targetId: entry.targetId,
          summary: entry.summary,
          before: entry.before ?? null,
          after: entry.after ?? null,
        },
        tx,
      );
    },

    async list(query: TAdminActivityQuery): Promise<TAdminActivityPage> {
      const pageSize = ADMIN_ACTIVITY_PAGE_SIZE;
      const { rows, total } = await repository.page(filterOf(query), pageSize, (query.page - 1) * pageSize);
      return { entries: rows.map(toEntry), total, page: query.page, pageSize };
    },

    async admins(): Promise<TAdminActivityAdmins> {
      return { admins: (await repository.admins()).filter((admin) => admin.actorId !== null) };
    },

    /** The newest entries of one action, e.g. the Settings tab's change history. */
    async newestOf(action: TAdminAction, limit: number): Promise<TAdminActivityEntry[]> {
      return (await repository.newestOf(action, limit)).map(toEntry);
    },

    /** The filtered log as CSV, newest first, up to 10,000 rows, streamed in batches. */
    async exportCsv(query: Omit<TAdminActivityQuery, 'page'>): Promise<{ rowCount: number; body: Readable }> {
      const filter = filterOf(query);
      const rowCount = await repository.countUpTo(filter, ADMIN_ACTIVITY_EXPORT_LIMIT);
      async function* lines(): AsyncGenerator<string> {
        yield UTF8_BOM + csvLine([...CSV_HEADER, 'before', 'after']);
        let written = 0;
        let last: AdminActivityRow | null = null;
        while (written < rowCount) {
          const batch = await repository.batchAfter(filter, last, Math.min(EXPORT_BATCH_SIZE, rowCount - written));
          if (batch.length === 0) return;
          yield batch
            .map((row) =>
              csvLine([
                row.occurredAt.toISOString(),
                row.actorEmail,
                row.actorId,
                row.ip,
                row.action,
                row.targetType,
                row.targetId,
                row.summary,
                json(row.before),
                json(row.after),
              ]),
            )
            .join('');
          written += batch.length;
          last = batch[batch.length - 1] ?? null;
        }
      }
      return { rowCount, body: Readable.from(lines(), { objectMode: false }) };
    },
  };
}

export type AdminActivityService = ReturnType<typeof createAdminActivityService>;
