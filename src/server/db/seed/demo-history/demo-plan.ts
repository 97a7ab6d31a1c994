import type { DemoPeople, DemoViewer } from './demo-types';

const DAY = 24 * 3_600_000;

/** Where each planned project stops. */
export type DemoStage =
  | 'brief_submitted'
  | 'brief_qa'
  | 'proposal_ready'
  | 'brief_archived'
  | 'request'
  | 'invited'
  | 'quote_draft'
  | 'quote_review'
  | 'quote_hold'
  | 'quote_sent'
  | 'quote_expired'
  | 'quote_rejected'
  | 'quote_changes'
  | 'funded'
  | 'in_qa'
  | 'ready'
  | 'revision'
  | 'milestone_one'
  | 'completed'
  | 'completed_client_to_rate'
  | 'autoreleased'
  | 'dispute_open'
  | 'dispute_answered'
  | 'dispute_release'
  | 'dispute_partial'
  | 'dispute_full'
  | 'cancelled'
  | 'replacement'
  | 'active_upcoming_meeting'
  | 'pack_waiting';

export type PlannedProject = {
  index: number;
  stage: DemoStage;
  /** When the client submits the brief (ms since the epoch). */
  start: number;
  client: DemoViewer;
  company: string;
  expert: DemoViewer;
  /** Also invited: the first declines, the second lets the invitation expire (and replaces in Outcome Assurance). */
  others: DemoViewer[];
  amounts: number[];
  topic: number;
};

export const DEMO_CLIENT_NAMES = [
  'Olivia Carter',
  'Harry Whitfield',
  'Amelia Hughes',
  'George Thornton',
  'Isla Fraser',
  'Noah Gallagher',
  'Ava Sinclair',
  'Leo Ramsay',
  'Mia Holloway',
  'Oscar Pemberton',
  'Freya Lindqvist',
  'Arthur Blake',
  'Grace Okonkwo',
  'Theo Marsh',
  'Lily Kaur',
  'Jack Donnelly',
  'Ella Novak',
  'Charlie Wren',
  'Sophie Adeyemi',
  'Henry Caldwell',
  'Poppy Achterberg',
  'Finley Rhodes',
  'Rosie Takahashi',
  'Alfie Brennan',
  'Evie Castellano',
  'Archie Lowe',
  'Matilda Ferreira',
  'Jacob Ashworth',
  'Ruby Chandra',
  'William Hart',
  'Florence Doyle',
  'Samuel Okafor-Reid',
];
const COMPANIES = [
  'Northwind Logistics',
  'Brightside Dental Group',
  'Harbour & Finch',
  'Kestrel Software',
  'Meadowlark Foods',
  'Oakridge Engineering',
  'Pinewood Legal',
  'Quayside Retail',
  'Redbrick Property',
  'Silverline Travel',
  'Tidewater Health',
  'Upland Outdoor',
  'Vantage Recruitment',
  'Westgate Manufacturing',
  'Yellowhammer Media',
];

/** Seeded clients' addresses: a reserved domain (RFC 2606), so nothing is ever delivered to a real inbox. */
export function demoClientEmail(fullName: string): string {
  return `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@clients.example.test`;
}

export const DEMO_PROJECT_TOPICS = [
  {
    title: 'Outbound lead generation engine',
    goal: 'Increase qualified leads by 30% within 3 months',
    context: 'We are a 40-person B2B SaaS company in London selling to UK retailers',
    constraints: 'Must integrate with HubSpot',
    budget: '5k-15k' as const,
    deliverables: ['Ideal customer profile and target list', 'Outbound sequences live in HubSpot', 'Results review'],
  },
  {
    title: 'Warehouse process improvement',
    goal: 'Reduce order picking time by 20% within 2 months',
    context: 'A wholesale distributor with two warehouses and 60 staff in Manchester',
    constraints: 'No new hardware this year',
    budget: '5k-15k' as const,
    deliverables: ['Current-state process map', 'Improvement plan with KPIs', 'Rollout support notes'],
  },
  {
    title: 'UK GDPR compliance review',
    goal: 'Be audit-ready for UK GDPR within 6 weeks',
    context: 'A 25-person healthcare software firm processing patient data',
    constraints: 'Must work with our existing policies in Confluence',
    budget: 'under-5k' as const,
    deliverables: ['Data map and gap analysis', 'DPIA and updated policies'],
  },
  {
    title: 'Sales dashboard in Power BI',
    goal: 'Give the board a weekly sales dashboard within 1 month',
    context: 'A manufacturing company with sales data spread over three spreadsheets',
    constraints: 'Must use Power BI, which we already license',
    budget: 'under-5k' as const,
    deliverables: ['Data model and refresh', 'Board dashboard'],
  },
  {
    title: 'CRM migration to HubSpot',
    goal: 'Move 12,000 contacts from Pipedrive to HubSpot within 6 weeks',
    context: 'A professional services firm with 15 sales people',
    constraints: 'No downtime for the sales team',
    budget: '5k-15k' as const,
    deliverables: ['Migration plan and field mapping', 'Migrated CRM with pipelines', 'Team training session'],
  },
  {
    title: 'ISO 27001 readiness',
    goal: 'Pass the ISO 27001 stage 1 audit within 4 months',
    context: 'A 50-person fintech start-up preparing for enterprise customers',
    constraints: 'Our auditor is already booked for the spring',
    budget: '5k-15k' as const,
    deliverables: ['Risk assessment and statement of applicability', 'Policy set', 'Internal audit report'],
  },
  {
    title: 'Workflow automation for invoicing',
    goal: 'Cut invoice processing time by half within 2 months',
    context: 'A construction firm sending 800 invoices a month by hand',
    constraints: 'Must work with Xero and Microsoft 365',
    budget: 'under-5k' as const,
    deliverables: ['Automated invoice flow', 'Runbook and handover'],
  },
  {
    title: 'Sales playbook and onboarding',
    goal: 'Ramp new sales hires to quota 30% faster',
    context: 'An IT services company hiring eight account executives this year',
    constraints: 'Content must live in Notion',
    budget: '5k-15k' as const,
    deliverables: ['Sales playbook', 'Onboarding programme', 'Manager coaching guide'],
  },
];

/** A small seeded generator (mulberry32): the same history on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Older projects cycle through these finished histories. */
const FINISHED: DemoStage[] = [
  'completed',
  'completed',
  'autoreleased',
  'completed',
  'dispute_release',
  'completed',
  'quote_rejected',
  'completed',
  'dispute_partial',
  'completed',
  'quote_expired',
  'completed',
  'dispute_full',
  'completed',
  'replacement',
  'completed',
];

/** A project that runs a sweep over every project (auto-release) runs alone: no other project is halfway then. */
export const runsAlone = (stage: DemoStage) => stage === 'autoreleased';

type RecentSpec = { stage: DemoStage; daysAgo: number; client?: DemoViewer; expert?: DemoViewer; big?: boolean };

/** About 120 projects over the last 12 months, ending at `end`; the demo accounts' waiting work comes last. */
export function planProjects(people: DemoPeople, end: number, total = 120): PlannedProject[] {
  const { client, client2, expert1, clients } = people;
  const experts = people.experts.filter((expert) => expert.userId !== expert1.userId);
  const recent: RecentSpec[] = [
    // The demo accounts' waiting work.
    { stage: 'completed_client_to_rate', daysAgo: 60, client: client2 },
    { stage: 'revision', daysAgo: 32, expert: expert1 },
    // Within auto_release_days of its QA (14), or the sweep releases the milestone and approves the work with it.
    { stage: 'ready', daysAgo: 22, client },
    { stage: 'quote_sent', daysAgo: 6, client },
    { stage: 'proposal_ready', daysAgo: 1.5, client },
    { stage: 'invited', daysAgo: 1.2, expert: expert1 },
    { stage: 'quote_review', daysAgo: 4, big: true },
    { stage: 'quote_review', daysAgo: 2, big: true },
    { stage: 'quote_hold', daysAgo: 5, big: true },
    { stage: 'brief_qa', daysAgo: 0.2 },
    { stage: 'brief_qa', daysAgo: 0.1 },
    { stage: 'in_qa', daysAgo: 26 },
    { stage: 'in_qa', daysAgo: 24 },
    { stage: 'dispute_open', daysAgo: 18 },
    // Other work in flight.
    { stage: 'request', daysAgo: 1.3 },
    { stage: 'request', daysAgo: 1.1 },
    { stage: 'invited', daysAgo: 1.25 },
    { stage: 'quote_sent', daysAgo: 8 },
    { stage: 'quote_changes', daysAgo: 9 },
    { stage: 'quote_changes', daysAgo: 7 },
    // Funded, then cancelled by an admin: the milestone is refunded to the client.
    { stage: 'cancelled', daysAgo: 12 },
    // expert1's funded milestone, work not started yet.
    { stage: 'funded', daysAgo: 10, expert: expert1 },
    { stage: 'milestone_one', daysAgo: 34 },
    { stage: 'active_upcoming_meeting', daysAgo: 15 },
    { stage: 'ready', daysAgo: 28 },
    { stage: 'revision', daysAgo: 33 },
    { stage: 'brief_archived', daysAgo: 20 },
    { stage: 'dispute_answered', daysAgo: 22 },
    { stage: 'proposal_ready', daysAgo: 2.5 },
    { stage: 'brief_submitted', daysAgo: 0.005 },
    { stage: 'pack_waiting', daysAgo: 3 },
    { stage: 'quote_draft', daysAgo: 2.2 },
  ];
  const older = total - recent.length;
  const plans: PlannedProject[] = [];
  const pick = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)]!;

  const make = (index: number, stage: DemoStage, start: number, spec: Partial<RecentSpec> = {}): PlannedProject => {
    const random = seededRandom(20_26 + index * 7919);
    const expertPool = experts.length >= 3 ? experts : people.experts;
    const expert = spec.expert ?? (index % 7 === 3 ? expert1 : pick(expertPool, random));
    const others = expertPool.filter((candidate) => candidate.userId !== expert.userId);
    const first = Math.floor(random() * others.length);
    const second = (first + 1 + Math.floor(random() * (others.length - 1))) % others.length;
    // A recent project has only the milestones its days allow (about ten each, after twelve to get going): nothing
    // it does happens after the end of the history.
    const fits = spec.daysAgo === undefined ? 3 : Math.max(1, Math.min(3, Math.floor((spec.daysAgo - 14) / 10) + 1));
    const milestones = 1 + Math.floor(random() * fits);
    const big = spec.big ?? index % 9 === 4;
    const amounts = Array.from({ length: milestones }, () =>
      big ? 200_000 + Math.round(random() * 20) * 10_000 : 60_000 + Math.round(random() * 18) * 10_000,
    );
    // Below the approval threshold (£5,000) unless big: then the admin gate reviews it first.
    const sum = amounts.reduce((a, b) => a + b, 0);
    if (!big && sum >= 500_000) amounts[0] = Math.max(50_000, amounts[0]! - (sum - 490_000));
    if (big && sum < 500_000) amounts[0] = amounts[0]! + (500_000 - sum) + 50_000;
    return {
      index,
      stage,
      start,
      client: spec.client ?? (index % 11 === 5 ? client : index % 13 === 6 ? client2 : pick(clients, random)),
      company: pick(COMPANIES, random),
      expert,
      others: [others[first]!, others[second]!],
      amounts,
      topic: Math.floor(random() * DEMO_PROJECT_TOPICS.length),
    };
  };

  for (let index = 0; index < older; index++) {
    // Evenly from 365 to 45 days ago, with a little jitter; every month gets its share.
    const jitter = seededRandom(index + 1)() * 2 * DAY;
    const start = end - 365 * DAY + Math.floor((index * (320 * DAY)) / older) + jitter;
    plans.push(make(index, FINISHED[index % FINISHED.length]!, start));
  }
  recent.forEach((spec, offset) => {
    const index = older + offset;
    plans.push(make(index, spec.stage, end - spec.daysAgo * DAY, spec));
  });
  return plans;
}
