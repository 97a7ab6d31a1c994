import type { TOutcomePackSeed } from './types';

/**
 * Catalog outcome packs. Some titles carry size words (Starter, Pro, Pilot, …) on purpose: the catalog
 * sort groups those variants together, cheapest first.
 */
export const OUTCOME_PACKS: readonly TOutcomePackSeed[] = [
  // Sales Acceleration
  {
    key: 'lead-generation-sprint',
    title: 'Lead Generation Sprint',
    description:
      'A three-week sprint that builds a verified list of decision-makers in your ideal customer profile and books first meetings. We define the ICP with your sales lead, source and verify contacts, and run a short multi-channel test so you see reply rates before scaling spend.',
    timeline: '3 weeks',
    deliverables: `- Ideal customer profile and buyer persona sheet
- 500 verified UK decision-maker contacts (email and LinkedIn)
- Three-step email and LinkedIn sequence, written and loaded
- Weekly reply and meeting report
- Handover call with next-sprint recommendations`,
    tags: ['lead generation', 'ICP', 'prospecting', 'LinkedIn', 'B2B'],
    base_price: 450000,
    category_slug: 'sales-acceleration',
    subcategory_slug: 'lead-generation',
  },
  {
    key: 'outbound-campaign-setup-starter',
    title: 'Outbound Campaign Setup — Starter',
    description:
      'Everything a small sales team needs to send its first compliant cold-email campaign. We set up a sending domain that lands in the inbox, write one sequence for one segment and check it against PECR and UK GDPR legitimate-interest rules.',
    timeline: '2-3 weeks',
    deliverables: `- Secondary sending domain with SPF, DKIM and DMARC configured
- Mailbox warm-up plan (2 mailboxes)
- One four-step email sequence for one segment
- Legitimate interests assessment for B2B outreach
- Launch checklist and reply-handling guide`,
    tags: ['outbound', 'cold email', 'deliverability', 'PECR'],
    base_price: 395000,
    category_slug: 'sales-acceleration',
    subcategory_slug: 'outbound-campaigns',
  },
  {
    key: 'outbound-campaign-setup-pro',
    title: 'Outbound Campaign Setup — Pro',
    description:
      'A full outbound engine for teams with several segments and SDRs. Covers multi-mailbox infrastructure, A/B-tested sequences per segment and a reporting view in your CRM, so managers can see which message books meetings.',
    timeline: '4-5 weeks',
    deliverables: `- Sending infrastructure for up to 10 mailboxes with warm-up
- Sequences for three segments, each with two A/B variants
- Apollo or Outreach workspace configured and synced to your CRM
- Meeting-booked and reply-rate dashboard
- SDR playbook for objections and follow-ups
- Two weeks of post-launch tuning`,
    tags: ['outbound', 'SDR', 'A/B testing', 'sales engagement', 'CRM'],
    base_price: 850000,
    category_slug: 'sales-acceleration',
    subcategory_slug: 'outbound-campaigns',
  },
  {
    key: 'hubspot-crm-integration',
    title: 'HubSpot CRM Integration',
    description:
      'Moves your pipeline out of spreadsheets and into a HubSpot set-up your team will actually use. We migrate contacts and deals, connect email, calendar and your website forms, and build the pipeline stages around how you really sell.',
    timeline: '3-4 weeks',
    deliverables: `- Data audit and clean-up of existing contacts and deals
- Migration of up to 20,000 records with de-duplication
- Deal pipeline and lifecycle stages matching your sales process
- Website form, Gmail/Outlook and calendar integrations
- Sales dashboard with pipeline value and stage conversion
- Two recorded training sessions for the team`,
    tags: ['HubSpot', 'CRM', 'data migration', 'integration', 'sales ops'],
    base_price: 650000,
    category_slug: 'sales-acceleration',
    subcategory_slug: 'crm-sales-enablement',
  },
  {
    key: 'b2b-sales-playbook',
    title: 'B2B Sales Playbook',
    description:
      'A written, tested playbook that makes new hires productive sooner and keeps the team consistent. Built from interviews with your best sellers and recordings of won and lost calls, not a generic template.',
    timeline: '3 weeks',
    deliverables: `- Interviews with up to five top performers
- Qualification framework (MEDDIC or BANT, adapted to you)
- Discovery call script and objection-handling library
- Stage-by-stage exit criteria for the CRM pipeline
- New-starter 30-day ramp plan`,
    tags: ['sales playbook', 'enablement', 'onboarding', 'qualification'],
    base_price: 550000,
    category_slug: 'sales-acceleration',
    subcategory_slug: 'crm-sales-enablement',
  },

  // Performance Improvement
  {
    key: 'kpi-baseline',
    title: 'KPI Baseline & Dashboard',
    description:
      'Agrees the ten or so numbers that matter, measures where you are today and puts them on one live dashboard. Gives leadership a trusted baseline to set targets against and to judge every later improvement.',
    timeline: '2 weeks',
    deliverables: `- KPI tree linking company goals to team metrics
- Metric definitions with owners and data sources
- Twelve-month historical baseline for each KPI
- Live dashboard in Power BI, Looker Studio or your BI tool
- Target-setting workshop with the leadership team`,
    tags: ['KPI', 'baseline', 'dashboard', 'Power BI', 'reporting'],
    base_price: 320000,
    category_slug: 'performance-improvement',
    subcategory_slug: 'kpi-reporting',
  },
  {
    key: 'bottleneck-identification-pilot',
    title: 'Bottleneck Identification Pilot',
    description:
      'A focused look at one end-to-end process, such as quote-to-order or order-to-delivery, to find where work waits. We map the process from system data and staff interviews and size each bottleneck in hours and pounds.',
    timeline: '10 days',
    deliverables: `- Current-state process map for one value stream
- Cycle time and waiting time per step from system data
- Top five bottlenecks ranked by cost of delay
- Quick-win list your team can start the following week`,
    tags: ['bottleneck', 'process mapping', 'lean', 'cycle time'],
    base_price: 240000,
    category_slug: 'performance-improvement',
    subcategory_slug: 'improvement-plans',
  },
  {
    key: '30-day-improvement-plan',
    title: '30-Day Improvement Plan',
    description:
      'Turns a known problem into a month of owned, measurable actions. An expert runs weekly check-ins with your managers, removes blockers and reports progress against the baseline, so the plan does not stall after the kick-off.',
    timeline: '30 days',
    deliverables: `1. Problem statement and success measures agreed with the sponsor
2. Action plan with owners, dates and expected impact
3. Four weekly progress reviews with written notes
4. Before-and-after results against the baseline
5. Sustain plan with the habits and reports to keep`,
    tags: ['continuous improvement', 'action plan', 'coaching', 'PDCA'],
    base_price: 480000,
    category_slug: 'performance-improvement',
    subcategory_slug: 'improvement-plans',
  },
  {
    key: 'sales-team-performance-review',
    title: 'Sales Team Performance Review',
    description:
      'An objective review of how each stage of your sales funnel and each seller performs against benchmarks for UK B2B teams. Ends with a coaching plan per person and changes to targets or territories where the data supports them.',
    timeline: '3 weeks',
    deliverables: `- Funnel conversion analysis by stage, rep and segment
- Activity versus outcome comparison for each seller
- Benchmark report against similar UK B2B teams
- Individual coaching plans for each team member
- Recommendations on targets, territories and incentives`,
    tags: ['sales performance', 'coaching', 'benchmarking', 'funnel'],
    base_price: 520000,
    category_slug: 'performance-improvement',
    subcategory_slug: 'team-performance',
  },

  // Process Optimization
  {
    key: 'workflow-automation-starter',
    title: 'Workflow Automation — Starter',
    description:
      'Automates three repetitive admin workflows, such as lead routing, invoice reminders or new-starter set-up, with Zapier, Make or Power Automate. Each automation comes with error alerts and a one-page runbook so your team can own it.',
    timeline: '2 weeks',
    deliverables: `- Workshop to choose the three highest-value workflows
- Three automations built and tested on live data
- Error alerts to a named owner in Slack or Teams
- One-page runbook per automation
- Hours-saved estimate per month`,
    tags: ['automation', 'Zapier', 'Make', 'Power Automate', 'no-code'],
    base_price: 295000,
    category_slug: 'process-optimization',
    subcategory_slug: 'workflow-automation',
  },
  {
    key: 'workflow-automation-advanced',
    title: 'Workflow Automation — Advanced',
    description:
      'A programme of up to ten automations across departments, including approvals, document generation and system-to-system syncs. Includes a prioritised backlog, version-controlled flows and monitoring so automations keep working as your tools change.',
    timeline: '6-8 weeks',
    deliverables: `- Automation opportunity assessment across three departments
- Up to ten automations with approval steps and audit trail
- Integrations between finance, CRM and HR systems
- Monitoring dashboard and failure alerting
- Governance guide: naming, ownership and change control
- Admin training for two internal owners`,
    tags: ['automation', 'integration', 'governance', 'Power Automate', 'APIs'],
    base_price: 1150000,
    category_slug: 'process-optimization',
    subcategory_slug: 'workflow-automation',
  },
  {
    key: 'invoice-to-cash-redesign',
    title: 'Invoice-to-Cash Process Redesign',
    description:
      'Shortens the time between delivering work and getting paid. We redesign invoicing, credit control and reconciliation in Xero or QuickBooks and automate reminders, typically taking 10-20 days off debtor days.',
    timeline: '4 weeks',
    deliverables: `- Debtor-days baseline and ageing analysis
- Redesigned invoice-to-cash process map
- Automated reminder sequence in Xero or QuickBooks
- Bank-feed reconciliation rules
- Credit control policy and escalation letters`,
    tags: ['finance ops', 'Xero', 'QuickBooks', 'cash flow', 'credit control'],
    base_price: 780000,
    category_slug: 'process-optimization',
    subcategory_slug: 'workflow-automation',
  },
  {
    key: 'customer-support-triage',
    title: 'Customer Support Triage Setup',
    description:
      'Gets every ticket to the right person first time. We configure AI-assisted tagging and routing in Zendesk, Freshdesk or HubSpot Service, set SLAs by priority and write macros for your most common requests.',
    timeline: '3 weeks',
    deliverables: `- Ticket analysis of the last 90 days by type and volume
- Triage rules and AI-assisted tagging configured
- Priority-based SLAs with breach alerts
- 20 macros and saved replies for top request types
- Support dashboard: first response, resolution time, backlog`,
    tags: ['customer support', 'Zendesk', 'triage', 'SLA', 'AI tagging'],
    base_price: 420000,
    category_slug: 'process-optimization',
    subcategory_slug: 'customer-support-ops',
  },

  // Compliance
  {
    key: 'uk-gdpr-fast-track',
    title: 'UK GDPR Fast-Track',
    description:
      'The essential UK GDPR paperwork for a small or mid-sized business, done in two weeks. We interview your team, map where personal data goes and produce documents ready to show a client or the ICO.',
    timeline: '2 weeks',
    deliverables: `- Record of processing activities (ROPA)
- Website privacy notice and cookie policy
- Data subject access request (DSAR) procedure
- Data breach response plan with ICO reporting steps
- Gap list with owners and deadlines`,
    tags: ['UK GDPR', 'ROPA', 'privacy notice', 'ICO', 'DSAR'],
    base_price: 350000,
    category_slug: 'compliance',
    subcategory_slug: 'data-protection',
  },
  {
    key: 'privacy-compliance-audit',
    title: 'Privacy Compliance Audit',
    description:
      'An independent audit of how your organisation handles personal data against UK GDPR, the Data Protection Act 2018 and PECR. Useful before a funding round, a sale, or a large client’s supplier due diligence.',
    timeline: '4 weeks',
    deliverables: `- Audit of policies, contracts and actual practice
- Review of processor agreements and international transfers
- Sample DPIA for your highest-risk processing
- Risk-rated findings report with remediation plan
- Board-level summary presentation`,
    tags: ['privacy audit', 'UK GDPR', 'PECR', 'DPIA', 'due diligence'],
    base_price: 690000,
    category_slug: 'compliance',
    subcategory_slug: 'data-protection',
  },
  {
    key: 'hr-policy-templates-basic',
    title: 'HR Policy Templates — Basic',
    description:
      'The core employment documents every UK employer needs, tailored to your business rather than downloaded. Reviewed against current employment law and the ACAS Code of Practice.',
    timeline: '1-2 weeks',
    deliverables: `- Employee handbook (up to 15 policies)
- Contract of employment template
- Disciplinary and grievance procedures (ACAS-aligned)
- Flexible working and absence policies`,
    tags: ['HR', 'employment law', 'ACAS', 'policies'],
    base_price: 150000,
    category_slug: 'compliance',
    subcategory_slug: 'hr-employment',
  },
  {
    key: 'hr-policy-templates-pro',
    title: 'HR Policy Templates — Pro',
    description:
      'A complete HR framework for growing teams, including hybrid working, performance management and right-to-work checks. Includes a manager briefing so policies are applied consistently.',
    timeline: '3 weeks',
    deliverables: `- Employee handbook (up to 30 policies)
- Contracts for employees, contractors and directors
- Performance management and probation framework
- Hybrid working, expenses and equality policies
- Right-to-work check procedure
- Manager briefing session (recorded)`,
    tags: ['HR', 'employment law', 'performance management', 'hybrid working', 'right to work'],
    base_price: 420000,
    category_slug: 'compliance',
    subcategory_slug: 'hr-employment',
  },
  {
    key: 'iso-27001-readiness',
    title: 'ISO 27001 Readiness',
    description:
      'Prepares you for ISO/IEC 27001:2022 certification, often required by enterprise and public-sector buyers. We build the information security management system with you and run an internal audit before the certification body arrives.',
    timeline: '10-12 weeks',
    deliverables: `- Scope definition and gap analysis against ISO/IEC 27001:2022
- Risk assessment and risk treatment plan
- Statement of Applicability covering Annex A controls
- Core ISMS policies and procedures
- Internal audit and management review
- Certification body selection and audit preparation`,
    tags: ['ISO 27001', 'ISMS', 'information security', 'certification', 'risk'],
    base_price: 1850000,
    category_slug: 'compliance',
    subcategory_slug: 'information-security',
  },
];
