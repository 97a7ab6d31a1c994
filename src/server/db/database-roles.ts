import PgBoss from 'pg-boss';
import pg from 'pg';

/**
 * Two database roles (decision 038). The owner role owns the schema and runs migrations; the app connects as a role
 * that may read and write rows but owns none of the application's tables, is no superuser, and may only add to the
 * append-only records. PostgreSQL then refuses, by privilege, every way of rewriting history: UPDATE, DELETE,
 * TRUNCATE, disabling or dropping a trigger (owners only), `session_replication_role` (superusers only).
 */

/** Records that are only ever added to: the app role may read and insert them, nothing else. */
export const APPEND_ONLY_TABLES = [
  'admin_activity',
  'ledger_entries',
  'ledger_transactions',
  'business_documents',
  'document_files',
] as const;

/** pg-boss's schema: the job queue creates partitions at run time, so the app role owns it (its rows are no record). */
const JOB_SCHEMA = 'pgboss';
/** Instances starting together grant one at a time. */
const GRANTS_LOCK = 7_274_038;

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The user a connection URL signs in as. */
export function roleOfUrl(url: string): string {
  return decodeURIComponent(new URL(url).username) || process.env.PGUSER || 'postgres';
}

/** The same server and database signed in as another role. */
export function urlAsRole(url: string, role: string, password: string): string {
  const next = new URL(url);
  next.username = encodeURIComponent(role);
  next.password = encodeURIComponent(password);
  return next.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates (or updates the password of) a login role with no powers beyond CREATEDB, which the quarterly restore test
 * needs for its scratch database. Run by a superuser: the embedded database and the test server.
 */
export async function ensureAppLogin(superuserUrl: string, role: string, password: string): Promise<void> {
  await withClient(superuserUrl, async (client) => {
    const sql = `${ident(role)} LOGIN NOSUPERUSER NOCREATEROLE NOBYPASSRLS CREATEDB PASSWORD ${literal(password)}`;
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
      await client.query(`${rowCount ? 'ALTER' : 'CREATE'} ROLE ${sql}`);
    } catch (error) {
      // Two processes creating it at once: the other one won.
      if ((error as { code?: string }).code !== '23505' && (error as { code?: string }).code !== '42710') throw error;
    }
  });
}

/**
 * As the owner, after migrations: the app role's rights on what the migrations made (idempotent, every start).
 * Rows of every table; only SELECT and INSERT on the append-only ones; the migrations' journal to read (backups
 * record it); the job schema to own. The owner must be a member of the app role (or a superuser) to hand it the job
 * schema.
 */
export async function grantAppRole(ownerUrl: string, appRole: string): Promise<void> {
  await withClient(ownerUrl, async (client) => {
    const app = ident(appRole);
    await client.query('SELECT pg_advisory_lock($1)', [GRANTS_LOCK]);
    try {
      // The owner installs the job queue (creating a schema is the owner's right), then hands it over.
      const { rows } = await client.query<{ found: string | null }>(`SELECT to_regclass('pgboss.version') AS found`);
      if (!rows[0]!.found) await client.query(PgBoss.getConstructionPlans(JOB_SCHEMA));
      await client.query('BEGIN');
      await client.query(`GRANT USAGE ON SCHEMA public TO ${app}`);
      await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`);
      await client.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${app}`);
      for (const table of APPEND_ONLY_TABLES)
        await client.query(`REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON ${ident(table)} FROM ${app}`);
      await client.query(`GRANT USAGE ON SCHEMA drizzle TO ${app}`);
      await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO ${app}`);
      await handOverJobSchema(client, appRole);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [GRANTS_LOCK]).catch(() => undefined);
    }
  });
}

/** The job schema and everything in it owned by the app role (a restore or an older start made them the owner's). */
async function handOverJobSchema(client: pg.Client, appRole: string): Promise<void> {
  const app = ident(appRole);
  const schema = await client.query<{ owner: string }>(
    'SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = $1',
    [JOB_SCHEMA],
  );
  if (schema.rows[0]!.owner !== appRole) await client.query(`ALTER SCHEMA ${ident(JOB_SCHEMA)} OWNER TO ${app}`);
  const objects = await client.query<{ statement: string }>(
    `SELECT format('ALTER %s %I.%I OWNER TO %I',
              CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' ELSE 'TABLE' END,
              n.nspname, c.relname, $2::text) AS statement
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'S', 'v') AND pg_get_userbyid(c.relowner) <> $2
        AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))
     UNION ALL
     SELECT format('ALTER FUNCTION %s OWNER TO %I', p.oid::regprocedure, $2::text)
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = $1 AND pg_get_userbyid(p.proowner) <> $2
     UNION ALL
     SELECT format('ALTER TYPE %I.%I OWNER TO %I', n.nspname, t.typname, $2::text)
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typtype = 'e' AND pg_get_userbyid(t.typowner) <> $2`,
    [JOB_SCHEMA, appRole],
  );
  for (const { statement } of objects.rows) await client.query(statement);
}

export type RolePowers = {
  role: string;
  superuser: boolean;
  /** Application tables this role owns (an owner can disable the triggers that keep the records append-only). */
  ownedTables: number;
};

/** What the connection's role could do to the records; the production start refuses a role that could rewrite them. */
export async function rolePowers(url: string): Promise<RolePowers> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<RolePowers>(
      `SELECT current_user AS role, r.rolsuper AS superuser,
              (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND pg_has_role(current_user, c.relowner, 'USAGE'))
                AS "ownedTables"
         FROM pg_roles r WHERE r.rolname = current_user`,
    );
    return rows[0]!;
  });
}
