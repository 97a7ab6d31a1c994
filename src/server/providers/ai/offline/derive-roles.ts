import { teamForWork, workRoles } from '@shared/domain/proposal-team';
import { words } from './match-terms';

type TRoleRule = { metrics: readonly string[]; pattern: RegExp; roles: readonly string[] };

/** Which experts a brief needs, from what the goal moves and what the context says. First rules lead. */
const ROLE_RULES: readonly TRoleRule[] = [
  {
    metrics: [
      'leads',
      'pipeline',
      'meetings booked',
      'win rate',
      'sales cycle',
      'new customers',
      'revenue',
      'recurring revenue',
    ],
    pattern: words('sales', 'crm', 'deals?', 'prospect(?:s|ing)?', 'outbound', 'proposals?', 'quotes?'),
    roles: ['Sales Operations Lead', 'CRM Specialist'],
  },
  {
    metrics: ['compliance'],
    pattern: words(
      'gdpr',
      'iso ?27001',
      'soc ?2',
      'hipaa',
      'pci',
      '[\\w-]*complian(?:ce|t)',
      'audits?',
      'regulat(?:ed|or|ion|ory)',
      'data protection',
    ),
    roles: ['Compliance Consultant', 'Data Protection Specialist'],
  },
  {
    metrics: [
      'churn',
      'retention',
      'nps',
      'csat',
      'response time',
      'resolution time',
      'first contact resolution',
      'reviews',
    ],
    pattern: words(
      'support',
      'customer service',
      'customer success',
      'tickets?',
      'call cent(?:re|er)',
      'contact cent(?:re|er)',
    ),
    roles: ['Customer Success Lead', 'Support Operations Specialist'],
  },
  {
    metrics: [
      'traffic',
      'signups',
      'open rate',
      'click-through rate',
      'conversion rate',
      'engagement',
      'acquisition cost',
    ],
    pattern: words('marketing', 'seo', 'content', 'campaigns?', 'brand', 'paid social', 'newsletters?', 'website'),
    roles: ['Growth Marketer', 'Content Strategist'],
  },
  {
    metrics: ['forecast accuracy'],
    pattern: words(
      'data',
      'analytics',
      'dashboards?',
      'reporting',
      'reports?',
      'forecast(?:s|ing)?',
      'insights?',
      'power bi',
      'tableau',
      'looker',
    ),
    roles: ['Data Analyst', 'BI Developer'],
  },
  {
    metrics: ['processing time', 'time saved', 'error rate', 'productivity', 'cost', 'stockouts', 'no-shows'],
    pattern: words('automat(?:e|ion|ed)', 'process(?:es)?', 'workflows?', 'manual', 'efficien(?:cy|t)', 'operations'),
    roles: ['Process Automation Engineer', 'Operations Consultant'],
  },
  {
    metrics: [],
    pattern: words('ai', 'chatbots?', 'llms?', 'gpt', 'machine learning', 'assistants?', 'copilot'),
    roles: ['AI Solutions Engineer'],
  },
  {
    metrics: ['time to hire', 'staff turnover', 'onboarding time'],
    pattern: words('hir(?:e|es|ing)', 'recruit(?:ing|ment)?', 'attrition', 'hr', 'people team', 'staff onboarding'),
    roles: ['Talent Acquisition Specialist', 'HR Operations Consultant'],
  },
  {
    metrics: ['margin'],
    pattern: words('invoices?', 'finance', 'accounting', 'cash ?flow', 'month-end', 'billing', 'payroll'),
    roles: ['Finance Operations Specialist'],
  },
  {
    metrics: ['average order value'],
    pattern: words('e-?commerce', 'shopify', 'online (?:store|shop)', 'checkout', 'basket'),
    roles: ['E-commerce Specialist'],
  },
  {
    metrics: ['uptime'],
    pattern: words('devops', 'deployments?', 'infrastructure', 'cloud', 'uptime', 'downtime'),
    roles: ['DevOps Engineer'],
  },
];

/**
 * Roles for the proposal, named for the work: one for each skill the goal's words call for (`workRoles`); when they
 * name none, the rules' roles for the area the goal and context are in (and an integration engineer when the
 * constraints name software to integrate); then the QA reviewer every project gets.
 */
export function deriveRoles(input: {
  goal: string;
  context: string;
  metric: string | null;
  hasIntegrations: boolean;
}): string[] {
  const text = `${input.goal}\n${input.context}`;
  const fromRules = ROLE_RULES.filter(
    (rule) => (input.metric !== null && rule.metrics.includes(input.metric)) || rule.pattern.test(text),
  ).flatMap((rule) => rule.roles);
  if (input.hasIntegrations) fromRules.push('Integration Engineer');
  const fromWork = workRoles(input.goal);
  return teamForWork(fromWork.length > 0 ? fromWork : fromRules, input.goal);
}
