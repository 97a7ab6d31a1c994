import type { TDemoAccountSeed } from './types';

/**
 * Demo sign-ins for local and review environments only (*.local addresses cannot receive mail).
 * Experts carry a matching profile so shortlists have someone to rank.
 */
export const DEMO_ACCOUNTS: readonly TDemoAccountSeed[] = [
  { role: 'admin', email: 'admin@demo.outcome.local', fullName: 'Alex Morgan', password: 'Admin!Demo2026' },
  { role: 'client', email: 'client@demo.outcome.local', fullName: 'Sarah Bennett', password: 'Client!Demo2026' },
  { role: 'client', email: 'client2@demo.outcome.local', fullName: 'James Patel', password: 'Client!Demo2026' },
  {
    role: 'expert',
    email: 'expert1@demo.outcome.local',
    fullName: 'Priya Shah',
    password: 'Expert!Demo2026',
    expertProfile: {
      headline: 'Revenue operations lead: outbound, CRM and proposal automation',
      skills: ['HubSpot', 'Salesforce', 'outbound campaigns', 'sales playbooks', 'lead generation'],
      industries: ['IT services', 'SaaS', 'Professional services'],
      hourlyRateMin: 8500,
      hourlyRateMax: 12000,
      weeklyAvailabilityHours: 25,
      country: 'GB',
      timezone: 'Europe/London',
      languages: ['en'],
    },
  },
  {
    role: 'expert',
    email: 'expert2@demo.outcome.local',
    fullName: 'Daniel Okafor',
    password: 'Expert!Demo2026',
    expertProfile: {
      headline: 'Operations improvement consultant: bottlenecks, KPIs and workflow automation',
      skills: ['process mapping', 'lean', 'Power Automate', 'KPI design', 'Power BI'],
      industries: ['Wholesale & distribution', 'Manufacturing', 'Construction'],
      hourlyRateMin: 7000,
      hourlyRateMax: 10000,
      weeklyAvailabilityHours: 30,
      country: 'GB',
      timezone: 'Europe/London',
      languages: ['en', 'yo'],
    },
  },
  {
    role: 'expert',
    email: 'expert3@demo.outcome.local',
    fullName: 'Eleanor Brooks',
    password: 'Expert!Demo2026',
    expertProfile: {
      headline: 'Data protection and ISO 27001 consultant for growing tech firms',
      skills: ['UK GDPR', 'DPIA', 'ISO 27001', 'privacy audits', 'HR policies'],
      industries: ['SaaS', 'Healthcare', 'Financial services'],
      hourlyRateMin: 9500,
      hourlyRateMax: 14000,
      weeklyAvailabilityHours: 15,
      country: 'IE',
      timezone: 'Europe/Dublin',
      languages: ['en', 'ga'],
    },
  },
];
