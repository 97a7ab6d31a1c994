import { matchTerms, words, type TTermRule } from './match-terms';

/**
 * Business metrics a goal can move, canonical name first. Specific phrases are listed before general ones
 * because matchTerms masks each hit ("customer acquisition cost" must not also count as "new customers").
 */
const METRIC_RULES: readonly TTermRule[] = [
  {
    value: 'acquisition cost',
    pattern: words(
      'customer acquisition costs?',
      'cost per (?:acquisition|lead|customer|sale|click)',
      'cac',
      'cpa',
      'cpl',
    ),
  },
  {
    value: 'first contact resolution',
    pattern: words('first[- ]contact resolution', 'first[- ]call resolution', 'fcr'),
  },
  {
    value: 'resolution time',
    pattern: words('resolution times?', 'time to resol(?:ve|ution)', 'average handle time', 'aht'),
  },
  {
    value: 'response time',
    pattern: words('(?:first )?response times?', 'time to (?:first )?respond', 'reply times?', 'wait(?:ing)? times?'),
  },
  {
    value: 'staff turnover',
    pattern: words('(?:employee|staff|people) (?:attrition|turnover|retention)', 'attrition'),
  },
  { value: 'time to hire', pattern: words('time[- ]to[- ]hire', 'time[- ]to[- ]fill', 'hiring (?:time|speed)') },
  {
    value: 'onboarding time',
    pattern: words(
      'time[- ]to[- ]value',
      'onboarding (?:time|period|duration)',
      'time (?:it takes )?to onboard',
      'onboarding of [\\w ]{1,30}take',
      '(?:faster|quicker) onboarding',
    ),
  },
  { value: 'forecast accuracy', pattern: words('forecast(?:ing)? accuracy', 'forecast error') },
  { value: 'sales cycle', pattern: words('sales cycles?', 'deal cycles?', 'time to close') },
  { value: 'win rate', pattern: words('win rates?', 'close rates?') },
  {
    value: 'conversion rate',
    pattern: words(
      'conversion(?: rates?)?',
      'conversions',
      'trial[- ]to[- ]paid',
      'convert(?:ing)? (?:more )?(?:visitors|users|trials)',
    ),
  },
  { value: 'open rate', pattern: words('open rates?') },
  { value: 'click-through rate', pattern: words('click[- ]through(?: rates?)?', 'ctr') },
  {
    value: 'average order value',
    pattern: words('average order values?', 'aov', 'basket (?:size|value)', 'order values?'),
  },
  {
    value: 'meetings booked',
    pattern: words(
      '(?:demo|meeting|call|appointment)s? (?:bookings?|booked)',
      '(?:meetings|demos|calls) booked',
      'booked (?:demos|meetings|calls)',
    ),
  },
  { value: 'no-shows', pattern: words('no[- ]shows?', 'missed appointments', 'dna rates?') },
  {
    value: 'churn',
    pattern: words(
      'churn(?: rate)?',
      'customer attrition',
      '(?:losing|lose|lost) (?:customers|clients|subscribers)',
      'customers (?:leave|leaving|cancel|cancelling)',
      'cancellations',
      'cancellation rate',
    ),
  },
  {
    value: 'retention',
    pattern: words(
      '(?:net |gross )?(?:revenue |customer |donor |user |member )?retention',
      'repeat (?:purchase|purchases|customers|business|orders)(?: rate)?',
      'renewal rates?',
      'renewals',
    ),
  },
  { value: 'nps', pattern: words('nps', 'net promoter(?: score)?') },
  { value: 'csat', pattern: words('csat', 'customer satisfaction') },
  { value: 'reviews', pattern: words('(?:google |online |customer )?reviews?', 'star ratings?', 'app store ratings?') },
  {
    value: 'time saved',
    pattern: words(
      '(?:time|hours) (?:[\\w-]+ ){0,4}spen[dt]',
      'sav(?:e|es|ing) (?:\\d+ )?hours',
      'hours (?:saved|a week|a month|per week|per month)',
      'manual (?:work|effort|hours)',
    ),
  },
  {
    value: 'processing time',
    pattern: words(
      '(?:[\\w-]+ )?turnaround(?: times?)?',
      '(?:invoice|order|claims?|application|payment) processing(?: times?)?',
      'processing times?',
      'cycle times?',
      'lead times?',
    ),
  },
  { value: 'error rate', pattern: words('error rates?', '(?:[\\w-]+ ){0,2}errors', 'mistakes', 'defects?', 'rework') },
  { value: 'uptime', pattern: words('uptime', 'downtime', 'availability', 'outages?') },
  { value: 'stockouts', pattern: words('stock[- ]?outs?', 'out of stock', 'inventory (?:accuracy|levels|turnover)') },
  {
    value: 'compliance',
    pattern: words(
      'iso ?27001',
      'soc ?2',
      'gdpr',
      'hipaa',
      'pci(?:[- ]dss)?',
      'cyber essentials',
      '[\\w-]*complian(?:ce|t)',
      'certifi(?:ed|cation)',
      'audit(?: findings| readiness)?',
    ),
  },
  { value: 'recurring revenue', pattern: words('arr', 'mrr', 'recurring revenue') },
  { value: 'pipeline', pattern: words('(?:sales |new )?pipeline') },
  {
    value: 'leads',
    pattern: words(
      '(?:qualified |inbound |sales |new |b2b )?leads',
      'mqls?',
      'sqls?',
      'enquiries',
      'inquiries',
      'lead gen(?:eration)?',
    ),
  },
  {
    value: 'new customers',
    pattern: words(
      'new (?:enterprise |paying |b2b )?(?:customers|clients|accounts|logos)',
      'customer acquisition',
      'win \\d+ (?:new )?[\\w-]* ?(?:customers|clients|accounts)',
    ),
  },
  {
    value: 'signups',
    pattern: words(
      'sign[- ]?ups?',
      'registrations',
      '(?:newsletter |email |paying )?subscribers',
      'new users',
      'installs',
      'downloads',
    ),
  },
  {
    value: 'traffic',
    pattern: words(
      '(?:organic |website |web |site )?traffic',
      'visitors',
      'page ?views',
      'seo',
      'rank(?:ing|ings)? on page',
    ),
  },
  { value: 'engagement', pattern: words('engagement', 'active users', 'dau', 'mau') },
  {
    value: 'revenue',
    pattern: words(
      'revenue',
      'turnover',
      'income',
      'bookings',
      'sales(?! (?:team|teams|reps?|people|staff|dashboard|cycles?|process|pipeline|ops|operations|leaders?|leadership|managers?|function|department|playbook|calls?|emails?|proposals?|tools?|data)\\b)',
    ),
  },
  { value: 'margin', pattern: words('(?:gross |net |profit )?margins?', 'profitability', 'profit') },
  {
    value: 'cost',
    pattern: words(
      'costs?',
      '(?:cloud|marketing|ad|media|software|saas|tech|it|vendor|supplier|energy|fuel|total|operating) spend',
      'spending',
      'overheads?',
      'opex',
      'expenses',
    ),
  },
  { value: 'productivity', pattern: words('productivity', 'efficien(?:cy|t)', 'throughput', 'output per') },
];

/** The first metric the text names, in canonical form, or null. */
export function extractMetric(text: string): string | null {
  return matchTerms(text, METRIC_RULES)[0]?.value ?? null;
}

const INCREASE = words(
  'increas(?:e|es|ing)',
  'grow(?:s|ing)?',
  'boost(?:s|ing)?',
  'rais(?:e|es|ing)',
  'doubl(?:e|es|ing)',
  'tripl(?:e|es|ing)',
  'more',
  'higher',
  'improv(?:e|es|ing)',
  'hit',
  'reach',
  'generat(?:e|es|ing)',
  'win',
  'drive',
  'get to',
  'maximi[sz]e',
  'expand',
  'lift',
  'sav(?:e|es|ing)',
);
const DECREASE = words(
  'reduc(?:e|es|ing)',
  'cut(?:s|ting)?',
  'lower(?:s|ing)?',
  'decreas(?:e|es|ing)',
  'halv(?:e|es|ing)',
  'in half',
  'shorten(?:s|ing)?',
  'less',
  'fewer',
  'minimi[sz]e',
  'eliminat(?:e|es|ing)',
  'speed up',
  'under',
  'below',
  'drop',
);

/** Which way the goal wants its metric to move, from the first direction word found. */
export function extractDirection(text: string): 'increase' | 'decrease' | null {
  const up = INCREASE.exec(text)?.index ?? Infinity;
  const down = DECREASE.exec(text)?.index ?? Infinity;
  if (up === Infinity && down === Infinity) return null;
  return up <= down ? 'increase' : 'decrease';
}
