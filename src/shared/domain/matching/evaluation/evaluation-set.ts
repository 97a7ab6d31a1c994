/**
 * A labelled evaluation set for the matching engine: a deterministic pool of synthetic vetted experts, requests
 * written the way clients type them, and graded relevance judgments for (request, expert) pairs.
 *
 * The judgments come from the rule below, written before the engine was ever run on this set. It reads only what the
 * author intended each request to ask for (a practice area and a few canonical skills, fixed beside the request and
 * independent of its wording) and the canonical skills each expert was generated with. It never looks at the
 * engine, at BM25, or at the words of the request, so changing the engine cannot change the judgments.
 *
 * The skills, the profile material the pool is drawn from and the requests are data (`evaluation-set.json`), checked
 * as they load; this file holds the rule, the pool's generation and the requests' shape.
 */
import { z } from 'zod';
import type { TMatchExpert, TMatchRequest } from '../types';
import data from './evaluation-set.json';

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

/** How the request's wording differs from the words expert profiles use. */
const WORDINGS = ['plain', 'synonym', 'abbreviation', 'word form', 'typo', 'vague', 'broader'] as const;
export type TWording = (typeof WORDINGS)[number];

const ZArea = z.enum(PRACTICE_AREAS);
const byArea = <T extends z.ZodType>(value: T) => z.record(ZArea, value);
const names = z.array(z.string().min(1)).min(1);

/** A pack order's request: its tags are the skills, subcategory and category the outcomes, its price the budget. */
const ZPackSpec = z
  .object({
    tags: names,
    subcategory: z.string().min(1),
    category: z.string().min(1),
    price: z.number().positive(),
    weeks: z.number().positive(),
  })
  .strict();

/** A brief's request: skills from the proposal's roles and named software, outcomes from the goal's metric. */
const ZBriefSpec = z
  .object({
    skills: names,
    outcomes: z.array(z.string().min(1)),
    industry: z.string().min(1).optional(),
    /** Budget band in pounds; absent when the client did not choose one. */
    budget: z.tuple([z.number().nonnegative(), z.number().positive().nullable()]).optional(),
    estimatedHours: z.number().positive().optional(),
    hoursPerWeek: z.number().positive().optional(),
    locale: z
      .object({
        country: z.string().nullable().optional(),
        timeZone: z.string().nullable().optional(),
        languages: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const ZIntent = {
  id: z.string().min(1),
  label: z.string().min(1),
  area: ZArea,
  intended: z.array(z.string().min(1)).min(1).max(3),
  wording: z.array(z.enum(WORDINGS)).min(1),
};

const ZEvaluationData = z
  .object({
    /** Canonical skills by the id the judgments use: how experts write them (the usual spelling first) and the
     * generic needs a specific skill counts as (see the rule). */
    skills: z.record(
      z.string().min(1),
      z.object({ area: ZArea, labels: names, countsAs: z.array(z.string()).optional() }).strict(),
    ),
    /** Sub-specialisms: skills that go together in one practice, so experts look like real profiles. */
    clusters: byArea(z.array(names).min(1)),
    /** Areas an expert of one area often has a skill from as well. */
    neighbours: byArea(z.array(ZArea).min(1)),
    headlines: byArea(names),
    outcomes: byArea(names),
    industries: names,
    /** Country, time zone and the language spoken there besides English (null for English-only places). */
    places: z.array(z.tuple([z.string().min(2), z.string().min(1), z.string().min(1).nullable()])).min(1),
    firstNames: names,
    lastNames: names,
    requests: z
      .array(
        z.union([
          z.object({ ...ZIntent, pack: ZPackSpec }).strict(),
          z.object({ ...ZIntent, brief: ZBriefSpec }).strict(),
        ]),
      )
      .min(1),
  })
  .strict();

type TEvaluationData = z.infer<typeof ZEvaluationData>;

/** The data checked: its shape, and every skill id a cluster, a request or a "counts as" names defined. */
export function loadEvaluationData(raw: unknown): TEvaluationData {
  const parsed = ZEvaluationData.safeParse(raw);
  if (!parsed.success) throw new Error(`evaluation-set.json: ${z.prettifyError(parsed.error)}`);
  const loaded = parsed.data;
  const named = [
    ...Object.values(loaded.skills).flatMap((skill) => skill.countsAs ?? []),
    ...Object.values(loaded.clusters).flat(2),
    ...loaded.requests.flatMap((request) => request.intended),
  ];
  const unknown = named.find((key) => !(key in loaded.skills));
  if (unknown !== undefined) throw new Error(`evaluation-set.json: “${unknown}” is no skill of the set`);
  if (new Set(loaded.requests.map((request) => request.id)).size !== loaded.requests.length)
    throw new Error('evaluation-set.json: two requests share an id');
  return loaded;
}

const DATA = loadEvaluationData(data);
const { skills: SKILLS, clusters: CLUSTERS, neighbours: NEIGHBOURS, headlines: HEADLINES, outcomes: OUTCOMES } = DATA;
const { industries: INDUSTRIES, places: PLACES, firstNames: FIRST_NAMES, lastNames: LAST_NAMES } = DATA;

/** A canonical skill's id (a key of the data's `skills`). */
export type TSkillKey = string;
type TSkillDefinition = TEvaluationData['skills'][string];

const skillDefinition = (key: TSkillKey): TSkillDefinition => SKILLS[key]!;

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

type TPackSpec = z.infer<typeof ZPackSpec>;
type TBriefSpec = z.infer<typeof ZBriefSpec>;

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

/** The requests as drafted in the data, before their judgments. */
const DRAFTS: readonly TDraft[] = DATA.requests.map((spec) => {
  const draftIntent = intent(spec.id, spec.label, spec.area, spec.intended, spec.wording);
  return 'pack' in spec ? pack(draftIntent, spec.pack) : brief(draftIntent, spec.brief);
});

/** Every request with its judgments: the rule applied to every expert in the pool, pairs graded 0 left out. */
export const EVALUATION_REQUESTS: readonly TEvaluationRequest[] = DRAFTS.map((draft) => {
  const judgments: Record<string, 1 | 2 | 3> = {};
  for (const { expert, skills } of POOL) {
    const grade = relevanceOf(skills, draft.area, draft.intendedSkills);
    if (grade > 0) judgments[expert.id] = grade as 1 | 2 | 3;
  }
  return { ...draft, judgments };
});
