// The matching benchmark's synthetic experts: the words their profiles are made of, BENCH_EXPERTS of them loaded in
// three set-based statements, the request they are matched against, and the experts service's prefilter written out as
// bare SQL (the same-run reference).
import type pg from 'pg';
import { normaliseTerm, normaliseTerms } from '../../src/shared/domain/matching';

export const EXPERTS = Number(process.env.BENCH_EXPERTS ?? 100_000);

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
export const REQUEST = {
  industry: 'SaaS',
  requiredSkills: ['HubSpot', 'HubSpot Migration', 'Lead Generation', 'Salesforce Automation', 'Power BI'],
  outcomeTags: ['Lead Generation', 'Pipeline Growth'],
  estimatedHours: 240,
  budgetMin: 500_000,
  budgetMax: 1_500_000,
  currency: 'gbp',
  sensitive: false,
};

/** 100,000 experts in three set-based statements (users, profiles, expert profiles), terms pre-normalised. */
export async function loadExperts(client: pg.Client): Promise<void> {
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
export async function barePrefilter(client: pg.Client): Promise<number> {
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
