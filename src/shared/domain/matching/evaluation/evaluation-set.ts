/**
 * A labelled evaluation set for the matching engine: a deterministic pool of synthetic vetted experts, requests
 * written the way clients type them, and graded relevance judgments for (request, expert) pairs.
 *
 * The judgments come from the rule below, written before the engine was ever run on this set. It reads only what the
 * author intended each request to ask for (a practice area and a few canonical skills, fixed beside the request and
 * independent of its wording) and the canonical skills each expert was generated with. It never looks at the
 * engine, at BM25, or at the words of the request, so changing the engine cannot change the judgments.
 */
import type { TMatchExpert, TMatchRequest } from '../types';

/** The relevance rule (graded 0–3), verbatim. `relevanceOf` below implements it. */
export const RELEVANCE_RULE = `Each request has an intended practice area A and intended skills S (1 to 3 canonical skills), fixed by its author
independently of how the request is worded. An expert COVERS an intended skill s when they list s itself, or list a
more specific skill that counts as s (a specific tool for a generic need: MEDDIC or BANT or Lead Qualification for
"qualification"; Power BI, Looker or Tableau for "dashboards"; Zapier, Make, Power Automate, n8n or RPA for "workflow
automation"; HubSpot or Salesforce for "CRM"; Value Stream Mapping for "process mapping"; Zendesk for "support
operations"; Figma for "UX design"; DPIA for "GDPR"; Commercial Contracts for "contract review"; HubSpot for
"marketing automation"). Spelling variants of one skill are the same skill. An expert WORKS IN area A when at least
two of the skills they list belong to A. With c = the number of intended skills covered and n = |S|:
  3 = works in A and covers all intended skills (c = n);
  2 = works in A and covers at least half of them (n/2 <= c < n);
  1 = works in A but covers fewer than half (c < n/2), or does not work in A yet covers at least half (a cross-area
      specialist, n/2 <= c);
  0 = otherwise.
Industry, locale, hours, price, vetting and track record are not part of relevance. Pairs graded 0 are not listed;
an unjudged pair counts as 0.`;

export const PRACTICE_AREAS = [
  'sales',
  'operations',
  'data',
  'automation',
  'finance',
  'marketing',
  'people',
  'customer-success',
  'product',
  'engineering',
  'legal',
  'strategy',
] as const;
export type TPracticeArea = (typeof PRACTICE_AREAS)[number];

type TSkillDefinition = {
  area: TPracticeArea;
  /** How experts write it; the first is the usual spelling, the others variants an expert may use instead. */
  labels: readonly string[];
  /** Generic needs this specific skill counts as (see the rule). */
  countsAs?: readonly string[];
};

/** Canonical skills, keyed by an id the judgments use. */
const SKILLS = {
  // sales
  'sales-playbook': { area: 'sales', labels: ['Sales Playbook', 'Sales Playbooks'] },
  'sales-enablement': { area: 'sales', labels: ['Sales Enablement'] },
  meddic: { area: 'sales', labels: ['MEDDIC', 'MEDDPICC'], countsAs: ['qualification'] },
  bant: { area: 'sales', labels: ['BANT'], countsAs: ['qualification'] },
  qualification: { area: 'sales', labels: ['Lead Qualification', 'Sales Qualification'] },
  'pipeline-management': { area: 'sales', labels: ['Pipeline Management'] },
  crm: { area: 'sales', labels: ['CRM', 'CRM Administration'] },
  hubspot: { area: 'sales', labels: ['HubSpot', 'HubSpot CRM'], countsAs: ['crm', 'marketing-automation'] },
  salesforce: { area: 'sales', labels: ['Salesforce', 'Salesforce Sales Cloud'], countsAs: ['crm'] },
  'cold-outreach': { area: 'sales', labels: ['Cold Outreach', 'Outbound Prospecting'] },
  'sales-onboarding': { area: 'sales', labels: ['Sales Onboarding', 'Rep Onboarding'] },
  // operations
  'process-mapping': { area: 'operations', labels: ['Process Mapping'] },
  lean: { area: 'operations', labels: ['Lean', 'Lean Operations'] },
  'value-stream-mapping': {
    area: 'operations',
    labels: ['Value Stream Mapping'],
    countsAs: ['process-mapping'],
  },
  'cycle-time': { area: 'operations', labels: ['Cycle Time Reduction', 'Cycle Time'] },
  'bottleneck-analysis': { area: 'operations', labels: ['Bottleneck Analysis'] },
  'six-sigma': { area: 'operations', labels: ['Six Sigma', 'Six Sigma Green Belt'] },
  sops: { area: 'operations', labels: ['SOPs', 'Standard Operating Procedures'] },
  // data / BI
  'power-bi': { area: 'data', labels: ['Power BI'], countsAs: ['dashboards'] },
  looker: { area: 'data', labels: ['Looker', 'Looker Studio'], countsAs: ['dashboards'] },
  tableau: { area: 'data', labels: ['Tableau'], countsAs: ['dashboards'] },
  dashboards: { area: 'data', labels: ['Dashboards', 'Dashboard Design'] },
  sql: { area: 'data', labels: ['SQL'] },
  'data-modelling': { area: 'data', labels: ['Data Modelling', 'Data Modeling'] },
  'kpi-design': { area: 'data', labels: ['KPI Design', 'KPI Frameworks'] },
  // automation
  zapier: { area: 'automation', labels: ['Zapier'], countsAs: ['workflow-automation'] },
  make: { area: 'automation', labels: ['Make', 'Make (Integromat)'], countsAs: ['workflow-automation'] },
  'power-automate': { area: 'automation', labels: ['Power Automate'], countsAs: ['workflow-automation'] },
  n8n: { area: 'automation', labels: ['n8n'], countsAs: ['workflow-automation'] },
  rpa: { area: 'automation', labels: ['RPA', 'UiPath'], countsAs: ['workflow-automation'] },
  'workflow-automation': { area: 'automation', labels: ['Workflow Automation'] },
  'api-integrations': { area: 'automation', labels: ['API Integrations', 'API Integration'] },
  // finance
  'financial-modelling': { area: 'finance', labels: ['Financial Modelling', 'Financial Modeling'] },
  fpa: { area: 'finance', labels: ['FP&A'] },
  budgeting: { area: 'finance', labels: ['Budgeting'] },
  'cash-flow-forecasting': { area: 'finance', labels: ['Cash Flow Forecasting'] },
  'month-end-close': { area: 'finance', labels: ['Month-End Close', 'Month End Close'] },
  'management-accounts': { area: 'finance', labels: ['Management Accounts'] },
  xero: { area: 'finance', labels: ['Xero'] },
  // marketing
  seo: { area: 'marketing', labels: ['SEO', 'Technical SEO'] },
  'content-strategy': { area: 'marketing', labels: ['Content Strategy'] },
  'paid-social': { area: 'marketing', labels: ['Paid Social'] },
  'google-ads': { area: 'marketing', labels: ['Google Ads'] },
  'marketing-automation': { area: 'marketing', labels: ['Marketing Automation'] },
  'email-marketing': { area: 'marketing', labels: ['Email Marketing'] },
  copywriting: { area: 'marketing', labels: ['Copywriting'] },
  // people / HR
  recruiting: { area: 'people', labels: ['Recruiting', 'Recruitment', 'Talent Acquisition'] },
  'employee-onboarding': { area: 'people', labels: ['Employee Onboarding', 'Onboarding'] },
  'performance-reviews': { area: 'people', labels: ['Performance Reviews', 'Performance Management'] },
  'compensation-design': { area: 'people', labels: ['Compensation Design', 'Reward & Compensation'] },
  'hr-policies': { area: 'people', labels: ['HR Policies'] },
  'employer-branding': { area: 'people', labels: ['Employer Branding'] },
  // customer success
  'churn-reduction': { area: 'customer-success', labels: ['Churn Reduction'] },
  'customer-onboarding': { area: 'customer-success', labels: ['Customer Onboarding'] },
  nps: { area: 'customer-success', labels: ['NPS', 'NPS Programmes'] },
  'support-operations': { area: 'customer-success', labels: ['Support Operations'] },
  zendesk: { area: 'customer-success', labels: ['Zendesk'], countsAs: ['support-operations'] },
  'customer-health-scoring': { area: 'customer-success', labels: ['Customer Health Scoring'] },
  'account-management': { area: 'customer-success', labels: ['Account Management'] },
  // product
  'product-discovery': { area: 'product', labels: ['Product Discovery'] },
  roadmapping: { area: 'product', labels: ['Roadmapping', 'Product Roadmaps'] },
  'user-research': { area: 'product', labels: ['User Research'] },
  'ux-design': { area: 'product', labels: ['UX Design'] },
  figma: { area: 'product', labels: ['Figma'], countsAs: ['ux-design'] },
  prototyping: { area: 'product', labels: ['Prototyping'] },
  'product-analytics': { area: 'product', labels: ['Product Analytics'] },
  // engineering
  react: { area: 'engineering', labels: ['React'] },
  typescript: { area: 'engineering', labels: ['TypeScript'] },
  nodejs: { area: 'engineering', labels: ['Node.js'] },
  postgresql: { area: 'engineering', labels: ['PostgreSQL'] },
  aws: { area: 'engineering', labels: ['AWS'] },
  kubernetes: { area: 'engineering', labels: ['Kubernetes'] },
  terraform: { area: 'engineering', labels: ['Terraform'] },
  // legal / compliance
  gdpr: { area: 'legal', labels: ['GDPR', 'UK GDPR'] },
  dpia: { area: 'legal', labels: ['DPIA'], countsAs: ['gdpr'] },
  'privacy-policies': { area: 'legal', labels: ['Privacy Policies'] },
  'contract-review': { area: 'legal', labels: ['Contract Review'] },
  'commercial-contracts': { area: 'legal', labels: ['Commercial Contracts'], countsAs: ['contract-review'] },
  'iso-27001': { area: 'legal', labels: ['ISO 27001'] },
  soc2: { area: 'legal', labels: ['SOC 2'] },
  // strategy
  'market-sizing': { area: 'strategy', labels: ['Market Sizing'] },
  'pricing-strategy': { area: 'strategy', labels: ['Pricing Strategy'] },
  'go-to-market': { area: 'strategy', labels: ['Go-to-Market', 'GTM Strategy'] },
  'competitive-analysis': { area: 'strategy', labels: ['Competitive Analysis'] },
  'business-planning': { area: 'strategy', labels: ['Business Planning'] },
  okrs: { area: 'strategy', labels: ['OKRs'] },
} as const satisfies Record<string, TSkillDefinition>;

export type TSkillKey = keyof typeof SKILLS;

const skillDefinition = (key: TSkillKey): TSkillDefinition => SKILLS[key];

/** The rule (see RELEVANCE_RULE): an expert's canonical skills against a request's intended area and skills. */
export function relevanceOf(
  expertSkills: readonly TSkillKey[],
  area: TPracticeArea,
  intended: readonly TSkillKey[],
): 0 | 1 | 2 | 3 {
  const covers = (need: TSkillKey) =>
    expertSkills.some((skill) => skill === need || (skillDefinition(skill).countsAs ?? []).includes(need));
  const covered = intended.filter(covers).length;
  const worksIn = expertSkills.filter((skill) => skillDefinition(skill).area === area).length >= 2;
  const atLeastHalf = covered * 2 >= intended.length && covered > 0;
  if (worksIn && covered === intended.length) return 3;
  if (worksIn && atLeastHalf) return 2;
  if (worksIn || atLeastHalf) return 1;
  return 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The expert pool
// ---------------------------------------------------------------------------------------------------------------

/** Seeded PRNG (mulberry32): the same pool on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Sub-specialisms: skills that go together in one practice, so experts look like real profiles. */
const CLUSTERS: Record<TPracticeArea, readonly (readonly TSkillKey[])[]> = {
  sales: [
    ['sales-playbook', 'sales-enablement', 'sales-onboarding', 'cold-outreach'],
    ['meddic', 'bant', 'pipeline-management', 'sales-playbook'],
    ['hubspot', 'crm', 'pipeline-management', 'sales-enablement'],
    ['cold-outreach', 'hubspot', 'qualification', 'pipeline-management'],
    ['salesforce', 'crm', 'pipeline-management', 'bant'],
  ],
  operations: [
    ['lean', 'value-stream-mapping', 'bottleneck-analysis', 'cycle-time'],
    ['process-mapping', 'sops', 'bottleneck-analysis', 'cycle-time'],
    ['six-sigma', 'lean', 'process-mapping', 'cycle-time'],
  ],
  data: [
    ['power-bi', 'data-modelling', 'sql', 'kpi-design'],
    ['looker', 'sql', 'data-modelling', 'dashboards'],
    ['tableau', 'dashboards', 'kpi-design', 'sql'],
  ],
  automation: [
    ['zapier', 'workflow-automation', 'api-integrations', 'make'],
    ['power-automate', 'workflow-automation', 'rpa', 'api-integrations'],
    ['n8n', 'api-integrations', 'make', 'workflow-automation'],
  ],
  finance: [
    ['financial-modelling', 'fpa', 'budgeting', 'cash-flow-forecasting'],
    ['month-end-close', 'management-accounts', 'xero', 'budgeting'],
    ['cash-flow-forecasting', 'budgeting', 'financial-modelling', 'management-accounts'],
  ],
  marketing: [
    ['seo', 'content-strategy', 'copywriting', 'email-marketing'],
    ['google-ads', 'paid-social', 'content-strategy', 'marketing-automation'],
    ['email-marketing', 'marketing-automation', 'copywriting', 'hubspot'],
  ],
  people: [
    ['recruiting', 'employer-branding', 'employee-onboarding', 'hr-policies'],
    ['hr-policies', 'employee-onboarding', 'performance-reviews', 'recruiting'],
    ['compensation-design', 'performance-reviews', 'hr-policies'],
  ],
  'customer-success': [
    ['churn-reduction', 'customer-health-scoring', 'account-management', 'nps'],
    ['customer-onboarding', 'churn-reduction', 'nps', 'account-management'],
    ['support-operations', 'zendesk', 'nps', 'customer-onboarding'],
  ],
  product: [
    ['product-discovery', 'user-research', 'roadmapping', 'product-analytics'],
    ['ux-design', 'figma', 'prototyping', 'user-research'],
    ['roadmapping', 'product-discovery', 'product-analytics', 'prototyping'],
  ],
  engineering: [
    ['react', 'typescript', 'nodejs', 'postgresql'],
    ['nodejs', 'postgresql', 'typescript', 'aws'],
    ['aws', 'kubernetes', 'terraform', 'postgresql'],
  ],
  legal: [
    ['gdpr', 'dpia', 'privacy-policies', 'iso-27001'],
    ['iso-27001', 'soc2', 'gdpr'],
    ['contract-review', 'commercial-contracts', 'gdpr'],
  ],
  strategy: [
    ['market-sizing', 'competitive-analysis', 'go-to-market', 'business-planning'],
    ['pricing-strategy', 'competitive-analysis', 'business-planning', 'market-sizing'],
    ['business-planning', 'okrs', 'go-to-market', 'market-sizing'],
  ],
};

/** Areas an expert of one area often has a skill from as well. */
const NEIGHBOURS: Record<TPracticeArea, readonly TPracticeArea[]> = {
  sales: ['marketing', 'customer-success', 'automation'],
  operations: ['automation', 'data', 'people'],
  data: ['finance', 'engineering', 'operations'],
  automation: ['operations', 'sales', 'engineering'],
  finance: ['data', 'strategy'],
  marketing: ['sales', 'product', 'data'],
  people: ['operations', 'legal'],
  'customer-success': ['sales', 'product', 'operations'],
  product: ['engineering', 'data', 'customer-success'],
  engineering: ['data', 'automation', 'product'],
  legal: ['engineering', 'people'],
  strategy: ['finance', 'marketing', 'sales'],
};

const HEADLINES: Record<TPracticeArea, readonly string[]> = {
  sales: ['B2B sales consultant', 'Revenue coach for founder-led sales teams', 'Sales operations lead'],
  operations: ['Operations improvement consultant', 'Operational excellence lead', 'Process consultant'],
  data: ['Analytics consultant', 'BI developer', 'Data analyst for growing companies'],
  automation: ['No-code automation specialist', 'Integration and automation consultant', 'Automation builder'],
  finance: ['Fractional finance lead', 'Finance consultant for SMEs', 'Part-time CFO'],
  marketing: ['Growth marketer', 'Digital marketing consultant', 'B2B marketing lead'],
  people: ['People partner for scale-ups', 'HR consultant', 'Talent and people operations lead'],
  'customer-success': ['Customer success consultant', 'Head of customer experience', 'Retention specialist'],
  product: ['Product consultant', 'Product designer', 'Fractional product lead'],
  engineering: ['Full-stack engineer', 'Software engineer', 'Cloud engineer'],
  legal: ['Privacy and compliance consultant', 'Commercial lawyer', 'Information security consultant'],
  strategy: ['Strategy consultant', 'Commercial strategy advisor', 'Growth strategy consultant'],
};

const OUTCOMES: Record<TPracticeArea, readonly string[]> = {
  sales: ['Pipeline Growth', 'Win Rate', 'Sales Acceleration', 'Meetings Booked', 'Revenue Growth', 'Lead Generation'],
  operations: ['Process Optimization', 'Cycle Time Reduction', 'Cost Reduction', 'Quality', 'Time Saved'],
  data: ['KPI & Reporting', 'Data Quality', 'Forecast Accuracy', 'Data Platform'],
  automation: ['Workflow Automation', 'Time Saved', 'Automation Coverage', 'Process Optimization'],
  finance: ['Forecast Accuracy', 'Cash Flow', 'Margin Improvement', 'Cost Reduction', 'Working Capital'],
  marketing: ['Organic Traffic', 'Lead Generation', 'Conversion Rate', 'Customer Acquisition', 'Brand Awareness'],
  people: ['Time to Hire', 'Team Performance', 'Onboarding', 'Compliance'],
  'customer-success': ['Churn Reduction', 'Net Revenue Retention', 'Customer Satisfaction', 'Response Time'],
  product: ['Time to Market', 'MVP Delivery', 'Conversion Rate', 'Customer Satisfaction'],
  engineering: ['MVP Delivery', 'Reliability', 'Time to Market', 'Website Launch'],
  legal: ['Compliance', 'Data Protection', 'Information Security', 'Audit Readiness', 'Risk Reduction'],
  strategy: ['Revenue Growth', 'Margin Improvement', 'Customer Acquisition', 'Fundraising'],
};

const INDUSTRIES = [
  'SaaS',
  'FinTech',
  'Healthcare',
  'Retail',
  'Ecommerce',
  'Logistics',
  'Manufacturing',
  'Professional Services',
  'Education',
  'Hospitality',
  'Construction',
  'Media',
  'Insurance',
  'Nonprofit',
];

/** Country, time zone and the language spoken there besides English (null for English-only places). */
const PLACES: readonly (readonly [string, string, string | null])[] = [
  ['GB', 'Europe/London', null],
  ['GB', 'Europe/London', null],
  ['GB', 'Europe/London', null],
  ['GB', 'Europe/London', null],
  ['GB', 'Europe/London', null],
  ['IE', 'Europe/Dublin', null],
  ['NL', 'Europe/Amsterdam', 'Dutch'],
  ['DE', 'Europe/Berlin', 'German'],
  ['FR', 'Europe/Paris', 'French'],
  ['ES', 'Europe/Madrid', 'Spanish'],
  ['PL', 'Europe/Warsaw', 'Polish'],
  ['PT', 'Europe/Lisbon', 'Portuguese'],
];

const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Priya',
  'Tomasz',
  'Sofia',
  'Liam',
  'Chloe',
  'Mateo',
  'Hannah',
  'Kwame',
  'Isla',
  'Lukas',
  'Fatima',
  'Noah',
  'Aoife',
  'Rafael',
  'Emma',
  'Daniel',
  'Zofia',
  'Marcus',
  'Leila',
  'Jonas',
  'Grace',
  'Arjun',
];
const LAST_NAMES = [
  'Hughes',
  'Kowalski',
  'Patel',
  'Murphy',
  'García',
  'Bakker',
  'Schmidt',
  'Dubois',
  'Okafor',
  'Taylor',
  'Silva',
  'Nowak',
  'Walsh',
  'Brennan',
  'Fischer',
  'Moreau',
  'Khan',
  'Evans',
  'Jansen',
  'Costa',
];

export const EVALUATION_POOL_SIZE = 240;
const POOL_SEED = 20_260_501;

type TGeneratedExpert = { expert: TMatchExpert; skills: readonly TSkillKey[]; area: TPracticeArea };

function generatePool(size: number, seed: number): TGeneratedExpert[] {
  const random = seeded(seed);
  const below = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  const chance = (p: number) => random() < p;
  const areaSkills = (area: TPracticeArea) =>
    (Object.keys(SKILLS) as TSkillKey[]).filter((key) => skillDefinition(key).area === area);

  const pool: TGeneratedExpert[] = [];
  for (let index = 0; index < size; index++) {
    const area = PRACTICE_AREAS[index % PRACTICE_AREAS.length]!;
    const cluster = pick(CLUSTERS[area]);
    const skills: TSkillKey[] = [];
    const add = (key: TSkillKey) => {
      if (!skills.includes(key) && skills.length < 7) skills.push(key);
    };
    // Most of the cluster (the first two always), one or two more from the area, now and then a neighbour's skill.
    cluster.forEach((key, at) => {
      if (at < 2 || chance(0.7)) add(key);
    });
    const extras = below(3);
    for (let i = 0; i < extras; i++) add(pick(areaSkills(area)));
    if (chance(0.35)) add(pick(areaSkills(pick(NEIGHBOURS[area]))));
    if (chance(0.1)) add(pick(areaSkills(pick(PRACTICE_AREAS))));
    while (skills.length < 3) add(pick(areaSkills(area)));
    // The first two cluster skills lead; the rest in a shuffled order (Fisher–Yates), as profiles list them.
    const ordered = [...skills];
    for (let i = ordered.length - 1; i > 2; i--) {
      const j = 2 + below(i - 1);
      [ordered[i], ordered[j]] = [ordered[j]!, ordered[i]!];
    }

    const [country, timeZone, local] = pick(PLACES);
    const languages = ['English'];
    if (local !== null && chance(0.8)) languages.push(local);
    else if (local === null && chance(0.15)) languages.push(pick(['French', 'Spanish', 'German', 'Polish']));

    const domains: string[] = [];
    for (let i = 1 + below(3); i > 0; i--) {
      const industry = pick(INDUSTRIES);
      if (!domains.includes(industry)) domains.push(industry);
    }
    const outcomeTags: string[] = [];
    for (let i = 2 + below(2); i > 0; i--) {
      const outcome = pick(OUTCOMES[area]);
      if (!outcomeTags.includes(outcome)) outcomeTags.push(outcome);
    }

    const number = String(index + 1).padStart(3, '0');
    const id = `eval-expert-${number}`;
    const agency = chance(0.08);
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const rateMin = 4_500 + below(14) * 500;
    const completedProjects = below(41);
    pool.push({
      area,
      skills: ordered,
      expert: {
        id,
        userId: `user-of-${id}`,
        kind: agency ? 'agency' : 'expert',
        fullName: agency ? `${last} & Partners` : `${first} ${last}`,
        headline: pick(HEADLINES[area]),
        status: 'vetted',
        skills: ordered.map((key) => pick(skillDefinition(key).labels)),
        domains,
        outcomeTags,
        weeklyAvailabilityHours: 10 + below(7) * 5,
        available: true,
        locale: { country, timeZone, languages },
        hourlyRate: { min: rateMin, max: rateMin + 2_000 + below(5) * 500 },
        currency: 'gbp',
        vettingScore: Math.round((0.6 + random() * 0.35) * 100) / 100,
        completedProjects,
        averageRating: completedProjects === 0 || chance(0.15) ? null : Math.round((3.8 + random() * 1.2) * 10) / 10,
        deliveries: [],
      },
    });
  }
  return pool;
}

const POOL = generatePool(EVALUATION_POOL_SIZE, POOL_SEED);

/** The expert pool: every expert vetted and available. */
export const EVALUATION_EXPERTS: readonly TMatchExpert[] = POOL.map((generated) => generated.expert);

// ---------------------------------------------------------------------------------------------------------------
// The requests
// ---------------------------------------------------------------------------------------------------------------

/** How the request's wording differs from the words expert profiles use. */
export type TWording = 'plain' | 'synonym' | 'abbreviation' | 'word form' | 'typo' | 'vague' | 'broader';

export type TEvaluationRequest = {
  id: string;
  label: string;
  kind: 'pack' | 'brief';
  /** What the author meant the request to ask for; the judgments come from these, never from the wording. */
  area: TPracticeArea;
  intendedSkills: readonly TSkillKey[];
  wording: readonly TWording[];
  request: TMatchRequest;
  /** Graded relevance (RELEVANCE_RULE) of every expert graded 1–3; experts not listed are 0. */
  judgments: Readonly<Record<string, 1 | 2 | 3>>;
};

type TIntent = {
  id: string;
  label: string;
  area: TPracticeArea;
  intended: readonly TSkillKey[];
  wording: readonly TWording[];
};

const CREATED_AT = '2026-04-28T09:00:00.000Z';

/** A pack order's request: its tags are the skills, subcategory and category the outcomes, its price the budget. */
type TPackSpec = { tags: string[]; subcategory: string; category: string; price: number; weeks: number };

/** A brief's request: skills from the proposal's roles and named software, outcomes from the goal's metric. */
type TBriefSpec = {
  skills: string[];
  outcomes: string[];
  industry?: string;
  /** Budget band in pounds; absent when the client did not choose one. */
  budget?: [number, number | null];
  estimatedHours?: number;
  hoursPerWeek?: number;
  locale?: TMatchRequest['preferredLocale'];
};

type TDraft = Omit<TEvaluationRequest, 'judgments'>;

function pack(intent: TIntent, spec: TPackSpec): TDraft {
  return {
    ...intentFields(intent),
    kind: 'pack',
    request: {
      id: intent.id,
      clientId: `client-of-${intent.id}`,
      requiredSkills: spec.tags,
      industry: null,
      outcomeTags: [spec.subcategory, spec.category],
      budget: { min: spec.price * 100, max: spec.price * 100, currency: 'gbp' },
      estimatedHours: spec.weeks * 20,
      hoursPerWeek: null,
      preferredLocale: null,
      sensitive: false,
      createdAt: CREATED_AT,
    },
  };
}

function brief(intent: TIntent, spec: TBriefSpec): TDraft {
  return {
    ...intentFields(intent),
    kind: 'brief',
    request: {
      id: intent.id,
      clientId: `client-of-${intent.id}`,
      requiredSkills: spec.skills,
      industry: spec.industry ?? null,
      outcomeTags: spec.outcomes,
      budget: spec.budget
        ? { min: spec.budget[0] * 100, max: spec.budget[1] === null ? null : spec.budget[1] * 100, currency: 'gbp' }
        : null,
      estimatedHours: spec.estimatedHours ?? null,
      hoursPerWeek: spec.hoursPerWeek ?? null,
      preferredLocale: spec.locale ?? null,
      sensitive: false,
      createdAt: CREATED_AT,
    },
  };
}

function intentFields(intent: TIntent) {
  return {
    id: intent.id,
    label: intent.label,
    area: intent.area,
    intendedSkills: intent.intended,
    wording: intent.wording,
  };
}

const intent = (
  id: string,
  label: string,
  area: TPracticeArea,
  intended: readonly TSkillKey[],
  wording: readonly TWording[],
): TIntent => ({ id: `eval-request-${id}`, label, area, intended, wording });

const DRAFTS: readonly TDraft[] = [
  // sales
  pack(
    intent('sales-playbook', 'Sales playbooks pack', 'sales', ['sales-playbook', 'sales-enablement'], ['word form']),
    {
      tags: ['sales playbooks', 'objection handling', 'sales process'],
      subcategory: 'Sales Enablement',
      category: 'Sales',
      price: 6_000,
      weeks: 3,
    },
  ),
  brief(
    intent('qualification', 'Qualify leads better', 'sales', ['qualification', 'pipeline-management'], ['broader']),
    {
      skills: ['Sales Operations', 'qualification', 'deal pipeline'],
      outcomes: ['Win Rate', 'Sales Acceleration'],
      industry: 'SaaS',
      budget: [5_000, 15_000],
      estimatedHours: 120,
    },
  ),
  pack(
    intent(
      'crm-synonym',
      'Customer relationship management set-up',
      'sales',
      ['crm', 'pipeline-management'],
      ['synonym'],
    ),
    {
      tags: ['customer relationship management', 'pipeline stages', 'deal tracking'],
      subcategory: 'CRM Setup',
      category: 'Sales',
      price: 4_500,
      weeks: 3,
    },
  ),
  brief(
    intent('sales-vague', 'Make our sales team better', 'sales', ['sales-enablement', 'sales-playbook'], ['vague']),
    {
      skills: ['make our sales team better', 'sales coaching'],
      outcomes: ['Revenue Growth', 'Sales Acceleration'],
      budget: [5_000, 15_000],
      estimatedHours: 160,
    },
  ),
  brief(
    intent(
      'sales-onboarding-typo',
      'Onbaording new sales reps',
      'sales',
      ['sales-onboarding', 'sales-enablement'],
      ['typo'],
    ),
    {
      skills: ['sales rep onbaording', 'ramp time', 'sales enablment'],
      outcomes: ['Team Performance'],
      estimatedHours: 80,
    },
  ),
  pack(intent('outbound', 'Cold outreach engine', 'sales', ['cold-outreach', 'hubspot'], ['word form', 'synonym']), {
    tags: ['cold emailing', 'outbound', 'Hubspot sequences'],
    subcategory: 'Lead Generation',
    category: 'Sales',
    price: 3_500,
    weeks: 2,
  }),
  brief(
    intent(
      'salesforce-abbr',
      'SFDC pipeline clean-up',
      'sales',
      ['salesforce', 'pipeline-management'],
      ['abbreviation'],
    ),
    {
      skills: ['SFDC', 'pipeline hygiene', 'forecasting'],
      outcomes: ['Forecast Accuracy', 'Pipeline Growth'],
      industry: 'FinTech',
      hoursPerWeek: 10,
      budget: [15_000, 50_000],
      estimatedHours: 200,
    },
  ),
  pack(intent('meddic-plain', 'MEDDIC rollout', 'sales', ['meddic', 'sales-playbook'], ['plain']), {
    tags: ['MEDDIC', 'Sales Playbook'],
    subcategory: 'Sales Methodology',
    category: 'Sales',
    price: 7_500,
    weeks: 4,
  }),
  // operations
  pack(intent('process-maps', 'Process maps workshop', 'operations', ['process-mapping'], ['word form']), {
    tags: ['process maps', 'as-is and to-be'],
    subcategory: 'Process Improvement',
    category: 'Operations',
    price: 3_000,
    weeks: 2,
  }),
  brief(
    intent('lean-warehouse', 'Lean in the warehouse', 'operations', ['lean', 'value-stream-mapping'], ['synonym']),
    {
      skills: ['lean manufacturing', 'waste reduction', 'kaizen', 'value streams'],
      outcomes: ['Process Optimization', 'Cost Reduction'],
      industry: 'Logistics',
      budget: [15_000, 50_000],
      estimatedHours: 240,
      locale: { country: 'GB', languages: ['English'] },
    },
  ),
  brief(
    intent(
      'orders-slow',
      'Orders take too long',
      'operations',
      ['bottleneck-analysis', 'cycle-time'],
      ['vague', 'word form'],
    ),
    {
      skills: ['speed up order processing', 'bottlenecks', 'lead times'],
      outcomes: ['Time Saved', 'Process Optimization'],
      industry: 'Ecommerce',
      estimatedHours: 120,
    },
  ),
  pack(
    intent(
      'sops-synonym',
      'Write our standard operating procedures',
      'operations',
      ['sops', 'process-mapping'],
      ['synonym'],
    ),
    {
      tags: ['standard operating procedure', 'process documentation'],
      subcategory: 'Operations Playbook',
      category: 'Operations',
      price: 4_000,
      weeks: 3,
    },
  ),
  brief(intent('six-sigma', 'Cut defects with 6 sigma', 'operations', ['six-sigma'], ['abbreviation', 'typo']), {
    skills: ['6 sigma', 'DMAIC', 'defect reduction'],
    outcomes: ['Quality'],
    industry: 'Manufacturing',
    budget: [15_000, 50_000],
    estimatedHours: 300,
    locale: { timeZone: 'Europe/Berlin', languages: ['German'] },
  }),
  pack(
    intent(
      'vsm-abbr',
      'VSM for the order-to-cash flow',
      'operations',
      ['value-stream-mapping', 'lean'],
      ['abbreviation'],
    ),
    {
      tags: ['VSM', 'lean ops'],
      subcategory: 'Process Improvement',
      category: 'Operations',
      price: 5_000,
      weeks: 3,
    },
  ),
  // data / BI
  pack(intent('dashboards-generic', 'Sales dashboards', 'data', ['dashboards', 'kpi-design'], ['broader']), {
    tags: ['dashboards', 'sales reporting', 'KPIs'],
    subcategory: 'Dashboards & Reporting',
    category: 'Data & Analytics',
    price: 4_000,
    weeks: 3,
  }),
  brief(intent('tableau-typo', 'Tablaeu reports', 'data', ['tableau'], ['typo']), {
    skills: ['Tablaeu', 'data viz'],
    outcomes: ['KPI & Reporting'],
    budget: [5_000, 15_000],
    estimatedHours: 80,
  }),
  pack(intent('bi-abbr', 'BI set-up', 'data', ['dashboards', 'data-modelling'], ['abbreviation', 'broader']), {
    tags: ['BI', 'data model'],
    subcategory: 'Business Intelligence',
    category: 'Data & Analytics',
    price: 8_000,
    weeks: 4,
  }),
  brief(intent('powerbi-spacing', 'PowerBI for the finance team', 'data', ['power-bi', 'data-modelling'], ['typo']), {
    skills: ['PowerBI', 'DAX', 'data models'],
    outcomes: ['KPI & Reporting', 'Forecast Accuracy'],
    industry: 'Manufacturing',
    budget: [5_000, 15_000],
    estimatedHours: 120,
  }),
  brief(intent('dashboarding', 'Dashboarding our KPIs', 'data', ['dashboards', 'kpi-design'], ['word form']), {
    skills: ['dashboarding', 'KPI'],
    outcomes: ['KPI & Reporting'],
    estimatedHours: 60,
  }),
  pack(
    intent(
      'looker-sql',
      'SQL reporting layer in Looker',
      'data',
      ['sql', 'data-modelling', 'looker'],
      ['plain', 'word form'],
    ),
    {
      tags: ['SQL queries', 'data modeling', 'Looker'],
      subcategory: 'Data Modelling',
      category: 'Data & Analytics',
      price: 9_000,
      weeks: 4,
    },
  ),
  brief(intent('numbers-vague', 'Help with our numbers', 'data', ['kpi-design', 'dashboards'], ['vague']), {
    skills: ['help with our numbers', 'reporting'],
    outcomes: ['KPI & Reporting'],
    budget: [0, 5_000],
    estimatedHours: 40,
  }),
  // automation
  pack(intent('automation-generic', 'Automate repetitive admin', 'automation', ['workflow-automation'], ['broader']), {
    tags: ['automation', 'no-code'],
    subcategory: 'Workflow Automation',
    category: 'Automation',
    price: 2_500,
    weeks: 2,
  }),
  brief(intent('zaps', 'Zaps between our forms and the CRM', 'automation', ['zapier'], ['word form']), {
    skills: ['Zaps', 'zapier automation'],
    outcomes: ['Time Saved'],
    estimatedHours: 30,
  }),
  pack(intent('integromat', 'Integromat scenarios', 'automation', ['make', 'api-integrations'], ['synonym']), {
    tags: ['Integromat', 'API integration'],
    subcategory: 'Integrations',
    category: 'Automation',
    price: 3_000,
    weeks: 2,
  }),
  brief(intent('ms-flows', 'Microsoft flows for approvals', 'automation', ['power-automate'], ['synonym']), {
    skills: ['Microsoft Power Automate', 'SharePoint approvals'],
    outcomes: ['Time Saved', 'Process Optimization'],
    industry: 'Professional Services',
    budget: [5_000, 15_000],
    estimatedHours: 80,
    locale: { country: 'GB' },
  }),
  pack(intent('n8n', 'Self-hosted n8n workflows', 'automation', ['n8n', 'api-integrations'], ['plain', 'word form']), {
    tags: ['n8n', 'workflow automations', 'webhooks', 'API integrations'],
    subcategory: 'Workflow Automation',
    category: 'Automation',
    price: 4_000,
    weeks: 3,
  }),
  brief(
    intent(
      'copy-paste',
      'Stop copy-pasting between tools',
      'automation',
      ['workflow-automation', 'api-integrations'],
      ['vague'],
    ),
    {
      skills: ['connect our apps', 'automated workflows'],
      outcomes: ['Time Saved'],
      estimatedHours: 60,
    },
  ),
  // finance
  pack(intent('finacial-modelling', 'Finacial modelling', 'finance', ['financial-modelling'], ['typo']), {
    tags: ['finacial modelling', '3-statement model'],
    subcategory: 'Financial Model',
    category: 'Finance',
    price: 5_000,
    weeks: 3,
  }),
  brief(intent('fpa-abbr', 'FP&A support', 'finance', ['fpa', 'budgeting'], ['abbreviation']), {
    skills: ['FP&A', 'variance analysis', 'budget vs actuals'],
    outcomes: ['Forecast Accuracy'],
    industry: 'SaaS',
    budget: [15_000, 50_000],
    estimatedHours: 240,
    hoursPerWeek: 15,
  }),
  brief(intent('cash-forecast', '13-week cash forecast', 'finance', ['cash-flow-forecasting'], ['word form']), {
    skills: ['cash forecasting', 'cashflow'],
    outcomes: ['Cash Flow', 'Working Capital'],
    industry: 'Construction',
    budget: [0, 5_000],
    estimatedHours: 40,
  }),
  pack(intent('month-end', 'Faster month end', 'finance', ['month-end-close', 'xero'], ['word form']), {
    tags: ['month end', 'reconciliations', 'Xero'],
    subcategory: 'Accounting Operations',
    category: 'Finance',
    price: 3_500,
    weeks: 3,
  }),
  brief(intent('budgets', 'Annual budgets for a charity', 'finance', ['budgeting', 'fpa'], ['word form', 'synonym']), {
    skills: ['budgets', 'financial planning and analysis'],
    outcomes: ['Forecast Accuracy', 'Cost Reduction'],
    industry: 'Nonprofit',
    budget: [5_000, 15_000],
    estimatedHours: 80,
  }),
  brief(
    intent('finances-vague', 'Get on top of our finances', 'finance', ['management-accounts', 'budgeting'], ['vague']),
    {
      skills: ['finance help', 'management reporting'],
      outcomes: ['Cost Reduction', 'Cash Flow'],
      estimatedHours: 60,
    },
  ),
  // marketing
  pack(intent('seo-abbr', 'SEO audit', 'marketing', ['seo'], ['abbreviation', 'plain']), {
    tags: ['SEO', 'site audit'],
    subcategory: 'SEO',
    category: 'Marketing',
    price: 2_000,
    weeks: 2,
  }),
  brief(
    intent('rank-on-google', 'Rank higher on Google', 'marketing', ['seo', 'content-strategy'], ['synonym', 'vague']),
    {
      skills: ['search engine optimization', 'blog content'],
      outcomes: ['Organic Traffic'],
      budget: [5_000, 15_000],
      estimatedHours: 120,
    },
  ),
  pack(intent('paid-social', 'Facebook and LinkedIn ads', 'marketing', ['paid-social'], ['synonym']), {
    tags: ['Facebook ads', 'LinkedIn ads', 'paid social media'],
    subcategory: 'Paid Media',
    category: 'Marketing',
    price: 3_000,
    weeks: 4,
  }),
  brief(intent('ppc', 'PPC on AdWords', 'marketing', ['google-ads'], ['abbreviation', 'synonym']), {
    skills: ['PPC', 'Adwords'],
    outcomes: ['Conversion Rate', 'Customer Acquisition'],
    industry: 'Retail',
    budget: [5_000, 15_000],
    estimatedHours: 100,
  }),
  pack(
    intent(
      'email-nurture',
      'Email nurture sequences',
      'marketing',
      ['email-marketing', 'marketing-automation'],
      ['word form'],
    ),
    {
      tags: ['email campaigns', 'nurture sequences', 'marketing automations'],
      subcategory: 'Email Marketing',
      category: 'Marketing',
      price: 2_500,
      weeks: 2,
    },
  ),
  brief(intent('website-leads', 'More leads from our website', 'marketing', ['content-strategy', 'seo'], ['vague']), {
    skills: ['marketing', 'website leads'],
    outcomes: ['Lead Generation', 'Conversion Rate'],
    estimatedHours: 80,
  }),
  // people / HR
  pack(intent('recruitment', 'Recruitment process', 'people', ['recruiting'], ['word form']), {
    tags: ['recruitment process', 'hiring'],
    subcategory: 'Hiring',
    category: 'People',
    price: 3_500,
    weeks: 3,
  }),
  brief(
    intent(
      'employee-onboarding',
      'Onboarding new employees',
      'people',
      ['employee-onboarding', 'hr-policies'],
      ['synonym'],
    ),
    {
      skills: ['new hire onboarding', 'HR processes'],
      outcomes: ['Time Saved', 'Team Performance'],
      industry: 'Hospitality',
      estimatedHours: 60,
      locale: { country: 'IE', languages: ['English'] },
    },
  ),
  brief(intent('appraisals', 'Performance appraisals cycle', 'people', ['performance-reviews'], ['synonym']), {
    skills: ['performance appraisals', 'review cycle'],
    outcomes: ['Team Performance'],
    budget: [5_000, 15_000],
    estimatedHours: 60,
  }),
  pack(intent('salary-bands', 'Salary bands', 'people', ['compensation-design'], ['synonym']), {
    tags: ['salary bands', 'comp and ben', 'pay framework'],
    subcategory: 'Reward',
    category: 'People',
    price: 4_500,
    weeks: 3,
  }),
  brief(intent('cant-hire', "We can't hire fast enough", 'people', ['recruiting', 'employer-branding'], ['vague']), {
    skills: ['hiring', 'talent'],
    outcomes: ['Time to Hire'],
    industry: 'SaaS',
    estimatedHours: 120,
  }),
  // customer success
  pack(
    intent('churn', 'Reduce churn', 'customer-success', ['churn-reduction', 'customer-health-scoring'], ['word form']),
    {
      tags: ['reduce churn', 'retention', 'health scores'],
      subcategory: 'Churn Reduction',
      category: 'Customer Success',
      price: 6_000,
      weeks: 4,
    },
  ),
  brief(intent('customer-onbaording', 'Customer onbaording', 'customer-success', ['customer-onboarding'], ['typo']), {
    skills: ['customer onbaording', 'implementation'],
    outcomes: ['Churn Reduction', 'Customer Satisfaction'],
    industry: 'SaaS',
    budget: [5_000, 15_000],
    estimatedHours: 80,
  }),
  brief(intent('nps-long', 'Net Promoter Score programme', 'customer-success', ['nps'], ['synonym']), {
    skills: ['net promoter score', 'customer feedback'],
    outcomes: ['Customer Satisfaction'],
    estimatedHours: 40,
  }),
  pack(
    intent(
      'helpdesk',
      'Helpdesk set-up',
      'customer-success',
      ['support-operations', 'zendesk'],
      ['synonym', 'abbreviation'],
    ),
    {
      tags: ['helpdesk', 'support ops', 'Zendesk'],
      subcategory: 'Customer Support Operations',
      category: 'Customer Success',
      price: 3_000,
      weeks: 2,
    },
  ),
  brief(
    intent(
      'customers-leaving',
      'Customers keep leaving',
      'customer-success',
      ['churn-reduction', 'account-management'],
      ['vague'],
    ),
    {
      skills: ['keep customers', 'customer success'],
      outcomes: ['Churn Reduction', 'Net Revenue Retention'],
      industry: 'Education',
      estimatedHours: 100,
    },
  ),
  // product
  pack(
    intent(
      'discovery-sprint',
      'Product discovery sprint',
      'product',
      ['product-discovery', 'user-research'],
      ['plain'],
    ),
    {
      tags: ['product discovery', 'customer interviews'],
      subcategory: 'Product Discovery',
      category: 'Product',
      price: 7_000,
      weeks: 3,
    },
  ),
  brief(intent('road-map', 'Product road map', 'product', ['roadmapping'], ['word form']), {
    skills: ['road mapping', 'prioritisation'],
    outcomes: ['Time to Market'],
    estimatedHours: 40,
  }),
  pack(intent('ux-review', 'UX review', 'product', ['ux-design', 'user-research'], ['abbreviation']), {
    tags: ['UX', 'usability testing'],
    subcategory: 'UX Review',
    category: 'Product',
    price: 3_500,
    weeks: 2,
  }),
  brief(intent('user-interviews', 'User interviews', 'product', ['user-research'], ['synonym']), {
    skills: ['user interviews', 'usability testing'],
    outcomes: ['Customer Satisfaction'],
    industry: 'Healthcare',
    budget: [5_000, 15_000],
    estimatedHours: 60,
  }),
  brief(intent('clickable-prototype', 'Clickable prototype in Figma', 'product', ['prototyping', 'figma'], ['plain']), {
    skills: ['figma prototype', 'UI design'],
    outcomes: ['MVP Delivery', 'Time to Market'],
    estimatedHours: 80,
    hoursPerWeek: 20,
  }),
  // engineering
  pack(intent('reactjs-ts', 'ReactJS + TS front end', 'engineering', ['react', 'typescript'], ['abbreviation']), {
    tags: ['ReactJS', 'TS', 'front end'],
    subcategory: 'Web App',
    category: 'Engineering',
    price: 9_000,
    weeks: 4,
  }),
  brief(intent('node-postgres', 'Node API with Postgres', 'engineering', ['nodejs', 'postgresql'], ['synonym']), {
    skills: ['Node', 'Postgres', 'REST API'],
    outcomes: ['MVP Delivery'],
    industry: 'FinTech',
    budget: [15_000, 50_000],
    estimatedHours: 320,
    locale: { country: 'GB', timeZone: 'Europe/London' },
  }),
  brief(intent('k8s-aws', 'Move to k8s on Amazon', 'engineering', ['kubernetes', 'aws'], ['abbreviation', 'synonym']), {
    skills: ['k8s', 'Amazon Web Services', 'cloud infrastructure'],
    outcomes: ['Reliability'],
    budget: [15_000, 50_000],
    estimatedHours: 240,
  }),
  brief(intent('web-app-vague', 'Build us a web app', 'engineering', ['react', 'nodejs', 'typescript'], ['vague']), {
    skills: ['web development', 'full stack'],
    outcomes: ['MVP Delivery', 'Website Launch'],
    industry: 'Hospitality',
    estimatedHours: 300,
  }),
  // legal / compliance
  pack(intent('gdpr', 'UK GDPR compliance', 'legal', ['gdpr'], ['plain']), {
    tags: ['UK GDPR', 'data protection'],
    subcategory: 'Data Protection',
    category: 'Compliance',
    price: 3_000,
    weeks: 2,
  }),
  brief(intent('iso27001', 'ISO27001 certification', 'legal', ['iso-27001'], ['typo']), {
    skills: ['ISO27001', 'ISMS'],
    outcomes: ['Certification', 'Information Security'],
    industry: 'SaaS',
    budget: [15_000, 50_000],
    estimatedHours: 200,
  }),
  brief(intent('supplier-contracts', 'Review our supplier contracts', 'legal', ['contract-review'], ['word form']), {
    skills: ['contract reviews', 'commercial terms'],
    outcomes: ['Risk Reduction'],
    estimatedHours: 30,
    locale: { country: 'GB', languages: ['English'] },
  }),
  pack(intent('privacy-pack', 'Privacy notices and DPIAs', 'legal', ['gdpr', 'privacy-policies'], ['word form']), {
    tags: ['privacy notice', 'DPIAs', 'cookie policy'],
    subcategory: 'Data Protection',
    category: 'Compliance',
    price: 2_500,
    weeks: 2,
  }),
  // strategy
  pack(intent('tam', 'TAM / SAM / SOM', 'strategy', ['market-sizing'], ['abbreviation', 'synonym']), {
    tags: ['TAM SAM SOM', 'market size'],
    subcategory: 'Market Research',
    category: 'Strategy',
    price: 4_000,
    weeks: 2,
  }),
  brief(intent('pricing', 'Pricing our SaaS', 'strategy', ['pricing-strategy'], ['broader']), {
    skills: ['pricing', 'packaging'],
    outcomes: ['Revenue Growth', 'Margin Improvement'],
    industry: 'SaaS',
    budget: [5_000, 15_000],
    estimatedHours: 80,
  }),
  brief(intent('gtm-abbr', 'GTM plan for a launch', 'strategy', ['go-to-market'], ['abbreviation']), {
    skills: ['GTM', 'launch plan'],
    outcomes: ['Customer Acquisition', 'Revenue Growth'],
    estimatedHours: 80,
  }),
  brief(
    intent('where-to-grow', 'Where should we grow next', 'strategy', ['market-sizing', 'go-to-market'], ['vague']),
    {
      skills: ['growth strategy', 'new markets'],
      outcomes: ['Revenue Growth'],
      budget: [15_000, 50_000],
      estimatedHours: 120,
    },
  ),
];

/** Every request with its judgments: the rule applied to every expert in the pool, pairs graded 0 left out. */
export const EVALUATION_REQUESTS: readonly TEvaluationRequest[] = DRAFTS.map((draft) => {
  const judgments: Record<string, 1 | 2 | 3> = {};
  for (const { expert, skills } of POOL) {
    const grade = relevanceOf(skills, draft.area, draft.intendedSkills);
    if (grade > 0) judgments[expert.id] = grade as 1 | 2 | 3;
  }
  return { ...draft, judgments };
});
