// Grows a seeded database to `times` its size for the list benches: every row of the people-and-work tables is
// copied `times - 1` times, each copy a consistent twin of the original graph. A copy's key is derived from the
// original's (md5 of key and copy number), and so is every foreign key pointing into a copied table, so copy 7 of a
// project holds copy 7 of its milestones. The people whose ids are kept (the demo accounts) are not copied: their
// ids stay wherever they appear, so each of them owns, follows and is notified about a hundred times as much. Unique
// columns get the copy number appended. Triggers and foreign-key checks are off while loading
// (session_replication_role = replica, which needs the owner role), so the order of tables does not matter; figures
// that triggers maintain are not recomputed.
import type pg from 'pg';

/** Reference data and what the copies must not touch: catalog, settings, vocabulary, sign-in state, the journal. */
const KEPT_AS_IS = new Set([
  'admin_settings',
  'categories',
  'subcategories',
  'products',
  'capability_cards',
  'skill_term_codes',
  'session',
  'verification',
  'two_factor',
  'rate_limit',
  'first_admin_setup',
  'document_counters',
  'email_outbox',
  'analytics_events',
  'realtime_events',
  'backup_runs',
  'payment_reconciliation_runs',
  '__drizzle_migrations',
]);

type Column = { name: string; type: string };

async function columnsOf(client: pg.PoolClient, table: string): Promise<Column[]> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `SELECT column_name AS name, data_type AS type FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows;
}

/**
 * Columns whose copies take derived keys: the primary key and foreign keys into copied tables. A foreign key into a
 * table kept as is (a product, a category) keeps pointing at the same row, even where it is part of the primary key.
 */
async function keyColumns(
  client: pg.PoolClient,
  table: string,
  copied: Set<string>,
): Promise<{ primary: string[]; keys: Set<string> }> {
  const { rows } = await client.query<{ column: string; kind: string; target: string }>(
    `SELECT a.attname AS column, c.contype AS kind, COALESCE(t.relname, '') AS target
       FROM pg_constraint c
       JOIN pg_class r ON r.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = r.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       LEFT JOIN pg_class t ON t.oid = c.confrelid
      WHERE r.relname = $1 AND c.contype IN ('p', 'f')`,
    [table],
  );
  const pointsElsewhere = new Set(
    rows.filter((row) => row.kind === 'f' && !copied.has(row.target)).map((row) => row.column),
  );
  return {
    primary: rows.filter((row) => row.kind === 'p').map((row) => row.column),
    keys: new Set(
      rows
        .filter((row) => (row.kind === 'p' || copied.has(row.target)) && !pointsElsewhere.has(row.column))
        .map((row) => row.column),
    ),
  };
}

/** The table's unique indexes other than the primary key, each as its list of columns. */
async function uniqueIndexes(client: pg.PoolClient, table: string): Promise<string[][]> {
  const { rows } = await client.query<{ columns: string[] }>(
    `SELECT array_agg(a.attname::text) AS columns
       FROM pg_index i
       JOIN pg_class r ON r.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = r.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE r.relname = $1 AND i.indisunique AND NOT i.indisprimary
      GROUP BY i.indexrelid`,
    [table],
  );
  return rows.map((row) => row.columns);
}

const isText = (column: Column) => column.type === 'text' || column.type === 'character varying';
const isWhole = (column: Column) => column.type === 'integer' || column.type === 'bigint';

/** How one table is copied: the value of each column in copy `g`, and which rows are left out. */
function copyPlan(
  columns: Column[],
  { primary, keys }: { primary: string[]; keys: Set<string> },
  unique: string[][],
  keptIds: string,
) {
  // Columns that make each copy distinct by themselves: keys, and uuid columns that are unique.
  const derived = new Set([
    ...keys,
    ...unique.flat().filter((name) => columns.find((column) => column.name === name)?.type === 'uuid'),
  ]);
  // A unique index with no derived column needs its other columns marked with the copy number.
  const marked = new Set(unique.filter((index) => !index.some((name) => derived.has(name))).flat());
  const values = columns.map((column) => {
    const name = `"${column.name}"`;
    // Whole-number keys and unique numbers move by the same step, so a copied reference still finds its row.
    if (isWhole(column) && (derived.has(column.name) || marked.has(column.name))) return `${name} + g * 10000000`;
    if (derived.has(column.name) && (column.type === 'uuid' || isText(column))) {
      // A version-4 shape (version and variant digits set), as the API's uuid schemas require.
      const hex = `md5(${name}::text || ':' || g)`;
      const copy = `overlay(overlay(${hex} placing '4' from 13) placing '8' from 17)::uuid${isText(column) ? '::text' : ''}`;
      return `CASE WHEN ${name}::text = ANY (${keptIds}) THEN ${name} ELSE ${copy} END`;
    }
    if (marked.has(column.name) && isText(column)) return `${name} || '-' || g`;
    return name;
  });
  // A row that is a kept person's own (their profile, their expert record) is not copied: its copy would be theirs too.
  const alone = [primary, ...unique].filter((index) => index.length === 1).flat();
  const where = alone.map((name) => `("${name}" IS NULL OR "${name}"::text <> ALL (${keptIds}))`).join(' AND ');
  return { values: values.join(', '), where: where || 'true' };
}

/** Copies every people-and-work table `times - 1` times, keeping `keptPeople` (user ids); the row count before and after. */
export async function multiplyData(
  pool: pg.Pool,
  times: number,
  keptPeople: string[],
): Promise<{ before: number; after: number }> {
  const client = await pool.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const copied = new Set(tables.map((table) => table.name).filter((name) => !KEPT_AS_IS.has(name)));
    const count = async () => {
      let total = 0;
      for (const table of copied)
        total += Number((await client.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n);
      return total;
    };
    const keptIds = `ARRAY[${keptPeople.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
    const before = await count();
    await client.query('BEGIN');
    await client.query(`SET LOCAL session_replication_role = replica`);
    for (const table of copied) {
      const columns = await columnsOf(client, table);
      const keys = await keyColumns(client, table, copied);
      const plan = copyPlan(columns, keys, await uniqueIndexes(client, table), keptIds);
      const list = columns.map((column) => `"${column.name}"`).join(', ');
      await client.query(
        `INSERT INTO "${table}" (${list}) SELECT ${plan.values} FROM "${table}", generate_series(1, ${times - 1}) AS g ` +
          `WHERE ${plan.where}`,
      );
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { before, after: await count() };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
