// compute-matching at scale: 100,000 synthetic vetted experts in PostgreSQL, one request, and the production route
// (POST /api/admin/matching/compute, force_recompute) driven in-process through the real app: session check, the
// SQL prefilter in the experts service, names from profiles, deliveries from projects, the engine's ranking, and the
// snapshot written. Target: p95 ≤ 200 ms. Same-run references: the bare SQL prefilter query alone, the experts
// service's prefilter as the route calls it, and the service call without HTTP. Runs on its own embedded PostgreSQL
// (or BENCH_DATABASE_URL, a database it may fill and keep).
//
// BENCH_EXPERTS sets the number of experts (default 100,000); BENCH_RUNS the measured runs (default 200).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { parseEnv } from '../../src/server/config/env';
import { createDatabase, createPool } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { runMigrations } from '../../src/server/db/migrate';
import { account, profiles, user } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { allowAdminsWithoutMfa } from '../../src/server/test/without-admin-mfa';
import { createLogger } from '../../src/server/logger';
import { hashPassword } from '../../src/server/modules/auth/password-hash';
import { PREFILTER_LIMIT } from '../../src/server/modules/matching/matching-compute';
import { normaliseTerm, normaliseTerms } from '../../src/shared/domain/matching';
import { BENCH_OPT_OUTS } from './production-env';

const EXPERTS = Number(process.env.BENCH_EXPERTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 200;
const ORIGIN = 'http://127.0.0.1:3997';

/** Words the synthetic profiles are made of: 240 skills, 36 industries, 48 outcomes. */
const SKILL_ROOTS = [
  'HubSpot',
  'Salesforce',
  'Pipedrive',
  'Power BI',
  'Tableau',
  'Looker',
  'SQL',
  'Python',
  'TypeScript',
  'React',
  'Node',
  'Go',
  'Kubernetes',
  'Terraform',
  'AWS',
  'Azure',
  'GCP',
  'Zapier',
  'Make',
  'Power Automate',
  'Lead Generation',
  'Cold Email',
  'Copywriting',
  'SEO',
  'Google Ads',
  'LinkedIn Ads',
  'Figma',
  'User Research',
  'Financial Modelling',
  'FP&A',
  'Xero',
  'QuickBooks',
  'UK GDPR',
  'ISO 27001',
  'DPIA',
  'HR Policies',
  'Recruiting',
  'Zendesk',
  'Intercom',
  'Shopify',
];
const SKILLS = SKILL_ROOTS.flatMap((root) =>
  ['', ' Strategy', ' Automation', ' Analytics', ' Migration', ' Training'].map((suffix) => `${root}${suffix}`),
);
const INDUSTRIES = [
  'SaaS',
  'FinTech',
  'Healthcare',
  'Retail',
  'Ecommerce',
  'Logistics',
  'Manufacturing',
  'Education',
  'Media',
  'Real Estate',
  'Energy',
  'Government',
  'Insurance',
  'Banking',
  'Pharma',
  'Telecoms',
  'Travel',
  'Hospitality',
  'Legal',
  'Construction',
  'Automotive',
  'Agriculture',
  'Gaming',
  'Nonprofit',
  'Professional services',
  'IT services',
  'Wholesale',
  'Food and drink',
  'Fashion',
  'Sports',
  'Security',
  'Aerospace',
  'Biotech',
  'Mining',
  'Utilities',
  'Marketing',
];
const OUTCOMES = [
  'Lead Generation',
  'Pipeline Growth',
  'Revenue Growth',
  'Cost Reduction',
  'Compliance',
  'Customer Satisfaction',
  'Conversion Rate',
  'Win Rate',
  'Time Saved',
  'Process Optimization',
  'Forecast Accuracy',
  'Churn Reduction',
  'Time to Market',
  'Team Performance',
  'Quality',
  'Reliability',
  'Margin Improvement',
  'Cash Flow',
  'Data Protection',
  'Information Security',
  'Workflow Automation',
  'KPI & Reporting',
  'Sales Acceleration',
  'Meetings Booked',
  'Organic Traffic',
  'Customer Acquisition',
  'Response Time',
  'Time to Hire',
  'MVP Delivery',
  'Risk Reduction',
  'Audit Readiness',
  'Certification',
  'Data Quality',
  'Data Platform',
  'Fundraising',
  'Net Revenue Retention',
  'Emissions Reduction',
  'Working Capital',
  'Improvement Plans',
  'Outbound Campaigns',
  'Cycle Time Reduction',
  'Performance Improvement',
  'CRM & Sales Enablement',
  'Customer Support Operations',
  'Website Launch',
  'Brand Awareness',
  'Onboarding',
  'Automation Coverage',
];

/** The request being matched: a CRM and lead-generation brief in SaaS, as a client's accepted brief opens it. */
const REQUEST = {
  industry: 'SaaS',
  requiredSkills: ['HubSpot', 'HubSpot Migration', 'Lead Generation', 'Salesforce Automation', 'Power BI'],
  outcomeTags: ['Lead Generation', 'Pipeline Growth'],
  estimatedHours: 240,
  budgetMin: 500_000,
  budgetMax: 1_500_000,
  currency: 'gbp',
  sensitive: false,
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** 100,000 experts in three set-based statements (users, profiles, expert profiles), terms pre-normalised. */
async function loadExperts(client: pg.Client): Promise<void> {
  // Each spelling's term at the same position, as the experts service writes them beside the typed words.
  const params = [
    SKILLS,
    SKILLS.map(normaliseTerm),
    INDUSTRIES,
    INDUSTRIES.map(normaliseTerm),
    OUTCOMES,
    OUTCOMES.map(normaliseTerm),
  ];
  await client.query('BEGIN');
  await client.query(
    `CREATE TEMP TABLE bench_experts ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, n,
              array(SELECT 1 + floor(random() * $1::int)::int FROM generate_series(1, 5 + (n % 4))) AS skill_at,
              array(SELECT 1 + floor(random() * $2::int)::int FROM generate_series(1, 1 + (n % 3))) AS domain_at,
              array(SELECT 1 + floor(random() * $3::int)::int FROM generate_series(1, 2 + (n % 3))) AS outcome_at
         FROM generate_series(1, $4::int) AS n`,
    [SKILLS.length, INDUSTRIES.length, OUTCOMES.length, EXPERTS],
  );
  await client.query(
    `INSERT INTO "user" (id, name, email, email_verified)
       SELECT id, 'Bench Expert ' || n, 'bench-' || n || '-' || id || '@bench.local', true FROM bench_experts`,
  );
  await client.query(
    `INSERT INTO profiles (user_id, email, full_name, is_admin)
       SELECT id, 'bench-' || n || '-' || id || '@bench.local', 'Bench Expert ' || n, false FROM bench_experts`,
  );
  await client.query(
    `INSERT INTO expert_profiles (user_id, status, headline, bio, skills, domains, outcome_tags, skill_terms,
                                  domain_terms, outcome_terms, years_experience, hourly_min, hourly_max, currency,
                                  weekly_hours, available, country, time_zone, languages, vetting_score,
                                  completed_projects, rating_average, rating_count, decided_at)
       SELECT id,
              CASE WHEN n % 10 = 0 THEN 'applied' ELSE 'vetted' END,
              'Synthetic expert ' || n, 'Generated for the matching benchmark.',
              array(SELECT ($1::text[])[i] FROM unnest(skill_at) i),
              array(SELECT ($3::text[])[i] FROM unnest(domain_at) i),
              array(SELECT ($5::text[])[i] FROM unnest(outcome_at) i),
              array(SELECT DISTINCT ($2::text[])[i] FROM unnest(skill_at) i),
              array(SELECT DISTINCT ($4::text[])[i] FROM unnest(domain_at) i),
              array(SELECT DISTINCT ($6::text[])[i] FROM unnest(outcome_at) i),
              3 + n % 20, 4000 + (n % 9) * 1000, 7000 + (n % 9) * 1500, 'gbp',
              10 + n % 31, n % 7 <> 0, 'GB', 'Europe/London', ARRAY['en'],
              round((0.5 + (n % 50) / 100.0)::numeric, 2), n % 25,
              CASE WHEN n % 5 = 0 THEN NULL ELSE round((3.5 + (n % 15) / 10.0)::numeric, 1) END,
              n % 30, now()
         FROM bench_experts`,
    params,
  );
  await client.query('COMMIT');
  // As autovacuum leaves a table in steady state: statistics, visibility map and hint bits set.
  await client.query('VACUUM ANALYZE "user", profiles, expert_profiles');
}

/**
 * The experts service's prefilter as bare SQL, written out by hand: vetted experts sharing a term, ranked on id and
 * pre-score (3 per shared skill, 2 per domain, 1 per outcome, vetting, availability), the best 300 read in full.
 */
async function barePrefilter(client: pg.Client): Promise<number> {
  const skills = normaliseTerms(REQUEST.requiredSkills);
  const domains = normaliseTerms([REQUEST.industry]);
  const outcomes = normaliseTerms(REQUEST.outcomeTags);
  const terms = [...skills, ...domains, ...outcomes];
  let at = 4;
  const member = (column: string, values: string[], weight: number) =>
    values.map(() => `${weight} * ($${at++}::text = any(${column}))::int`).join(' + ');
  const score = [
    'coalesce(vetting_score, 0) + available::int * 0.5',
    member('skill_terms', skills, 3),
    member('domain_terms', domains, 2),
    member('outcome_terms', outcomes, 1),
  ].join(' + ');
  const started = performance.now();
  await client.query(
    `WITH ranked AS (
       SELECT user_id, ${score} AS score
         FROM expert_profiles
        WHERE status = 'vetted'
          AND (skill_terms && $1::text[] OR domain_terms && $2::text[] OR outcome_terms && $3::text[])
        ORDER BY score DESC, user_id
        LIMIT 300)
     SELECT e.user_id, e.status, e.headline, e.skills, e.domains, e.outcome_tags, e.weekly_hours, e.available,
            e.country, e.time_zone, e.languages, e.hourly_min, e.hourly_max, e.currency, e.vetting_score,
            e.completed_projects, e.rating_average
       FROM ranked JOIN expert_profiles e USING (user_id)
      ORDER BY ranked.score DESC, user_id`,
    [skills, domains, outcomes, ...terms],
  );
  return performance.now() - started;
}

export default async function matchingBench(): Promise<void> {
  const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  let dataDir: string | null = null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (!databaseUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bench-matching-'));
    const embedded = await startEmbeddedPostgres(dataDir, logger);
    stopEmbedded = embedded.stop;
    databaseUrl = embedded.url;
  }
  const pool = createPool(databaseUrl, 10);
  const db = createDatabase(pool);
  const client = new pg.Client({ connectionString: databaseUrl });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await runMigrations(db);
    await seedDatabase(db, { demoAccounts: false, logger });
    await allowAdminsWithoutMfa(db);
    await client.connect();
    const loadStarted = performance.now();
    await loadExperts(client);
    const { rows } = await client.query<{ vetted: string }>(
      `SELECT count(*) FILTER (WHERE status = 'vetted') AS vetted FROM expert_profiles`,
    );
    console.log(
      `loaded ${EXPERTS.toLocaleString('en-GB')} synthetic experts (${Number(rows[0]!.vetted).toLocaleString('en-GB')} vetted) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '3997',
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      RUN_JOBS: 'false',
      DATA_DIR: dataDir ?? tmpdir(),
      AUTH_SECRET: 'bench-secret-'.padEnd(48, 'x'),
      PAYMENTS_SANDBOX: 'true',
      // In-process: the bench hands the app its database itself.
      DATABASE: 'embedded',
      ...BENCH_OPT_OUTS,
    });
    app = await buildApp({ env, db, databaseUrl, logger, authSecret: env.AUTH_SECRET!, webRoot: null });
    await app.ready();

    // An admin who signs in through the real auth route, and a client whose accepted brief opened the request.
    const adminId = randomUUID();
    const password = 'bench correct horse battery';
    const email = `admin-${adminId.slice(0, 8)}@bench.local`;
    await db.insert(user).values({ id: adminId, name: 'Bench Admin', email, emailVerified: true });
    await db.insert(account).values({
      id: randomUUID(),
      accountId: adminId,
      providerId: 'credential',
      userId: adminId,
      password: await hashPassword(password),
    });
    await db.insert(profiles).values({ userId: adminId, email, fullName: 'Bench Admin', isAdmin: true });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { email, password },
    });
    if (signedIn.statusCode !== 200) throw new Error(`admin sign-in failed: ${signedIn.statusCode}`);
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const clientId = randomUUID();
    await db.insert(user).values({ id: clientId, name: 'Bench Client', email: `client-${clientId}@bench.local` });
    await db.insert(profiles).values({ userId: clientId, email: `client-${clientId}@bench.local`, fullName: 'Client' });
    const services = app.services;
    const { id: requestId } = await db.transaction((tx) =>
      services.requests.openFromBrief(
        {
          userId: clientId,
          briefId: randomUUID(),
          projectTitle: 'CRM rollout and lead generation',
          baseTemplate: null,
          customRequirements: 'Goal: one CRM and 25% more qualified leads',
          budgetRange: '5k-15k',
          timelinePreference: '1-2-months',
          matching: REQUEST,
        },
        tx,
      ),
    );

    const route = async () => {
      const started = performance.now();
      const response = await app!.inject({
        method: 'POST',
        url: '/api/admin/matching/compute',
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
        payload: { requestId, forceRecompute: true },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`compute-matching answered ${response.statusCode}`);
      return { elapsed, body: response.json() as { snapshot: { candidates: unknown[]; eligibleCount: number } } };
    };
    // The route's own prefilter (the experts service: the ranking query over every spelling the engine credits, then
    // names and ratings of the 300 kept), so the rest of the route (engine, deliveries, snapshot, HTTP) shows apart.
    const prefilter = async () => {
      const started = performance.now();
      await services.experts.listMatchCandidates({
        skills: REQUEST.requiredSkills,
        domains: [REQUEST.industry],
        outcomeTags: REQUEST.outcomeTags,
        limit: PREFILTER_LIMIT,
      });
      return performance.now() - started;
    };
    const service = async () => {
      const started = performance.now();
      await services.matching.compute({ requestId, forceRecompute: true }, adminId);
      return performance.now() - started;
    };

    for (let i = 0; i < WARMUP; i++) {
      await route();
      await service();
      await barePrefilter(client);
      await prefilter();
    }
    // Interleaved, so drift on a shared machine hits all three alike.
    const routeSamples: number[] = [];
    const serviceSamples: number[] = [];
    const sqlSamples: number[] = [];
    const prefilterSamples: number[] = [];
    let last: Awaited<ReturnType<typeof route>>['body'] | null = null;
    for (let i = 0; i < RUNS; i++) {
      const measured = await route();
      routeSamples.push(measured.elapsed);
      last = measured.body;
      serviceSamples.push(await service());
      sqlSamples.push(await barePrefilter(client));
      prefilterSamples.push(await prefilter());
    }
    const { rows: snapshots } = await client.query<{ count: string }>(
      'SELECT count(*) FROM matching_snapshots WHERE request_id = $1',
      [requestId],
    );

    const routeFigures = summary(routeSamples);
    const serviceFigures = summary(serviceSamples);
    const sqlFigures = summary(sqlSamples);
    const prefilterFigures = summary(prefilterSamples);
    const ratio = routeFigures.p95 / TARGET_P95_MS;
    console.log(
      `each snapshot: ${last?.snapshot.candidates.length ?? 0} candidates kept of ${last?.snapshot.eligibleCount ?? 0} eligible (prefilter limit 300); ${snapshots[0]!.count} snapshots written`,
    );
    console.log(
      `compute-matching, POST /api/admin/matching/compute, force_recompute, ${RUNS} runs: p50 ${ms(routeFigures.p50)}, p95 ${ms(routeFigures.p95)}, p99 ${ms(routeFigures.p99)}`,
    );
    console.log(
      `target p95 ≤ ${TARGET_P95_MS} ms: ratio ${ratio.toFixed(2)} (${routeFigures.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `reference, same run: matching service call without HTTP p95 ${ms(serviceFigures.p95)}; bare SQL prefilter query p95 ${ms(sqlFigures.p95)} (p50 ${ms(sqlFigures.p50)}); compute-matching p95 is ${(routeFigures.p95 / sqlFigures.p95).toFixed(2)}× the bare prefilter`,
    );
    console.log(
      `the route's own prefilter (experts service, ranking query and the kept rows' names and ratings) p95 ${ms(prefilterFigures.p95)} (p50 ${ms(prefilterFigures.p50)}), ${(prefilterFigures.p95 / sqlFigures.p95).toFixed(2)}× the bare prefilter; the rest of the route at the median ${ms(routeFigures.p50 - prefilterFigures.p50)}`,
    );
  } finally {
    await app?.close();
    await client.end().catch(() => undefined);
    await pool.end();
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

// Run directly (npx tsx scripts/bench/matching.bench.ts) as well as through scripts/bench/index.ts.
if (import.meta.url === `file://${process.argv[1]}`) await matchingBench();
