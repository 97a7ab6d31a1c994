import type { TCategorySlug } from '../../../shared/domain/catalog';

/**
 * A "Proof in Action" story: editorial content shipped with the code (decision 009), in the spec's camelCase. The
 * category is named by slug; the service labels it with the category's current name.
 */
export type TCaseStudyContent = {
  key: string;
  title: string;
  clientType: string;
  industry: string;
  challenge: string;
  approach: string;
  results: readonly string[];
  quote: { text: string; attribution: string };
  categorySlug: TCategorySlug;
  duration: string;
};

/** "Proof in Action" stories on /outcomes; illustrative sample clients, not named companies. */
export const CASE_STUDIES: readonly TCaseStudyContent[] = [
  {
    key: 'it-services-outbound-pipeline',
    title: 'From referrals only to a predictable outbound pipeline',
    clientType: '45-person managed IT services provider, Manchester',
    industry: 'IT services',
    challenge:
      'All new business came from referrals, so revenue stalled whenever partners went quiet. The team had never run outbound and feared damaging its domain reputation.',
    approach:
      'An expert set up a separate sending domain, wrote sequences for two segments (law firms and accountancy practices) and synced every reply into HubSpot. Human QA reviewed each sequence before launch.',
    results: [
      '41 qualified meetings booked in the first 8 weeks',
      '£310k of new pipeline created',
      'Reply rate of 7.4% with zero spam complaints',
    ],
    quote: {
      text: 'For the first time we can forecast new business instead of hoping the phone rings.',
      attribution: 'Managing Director, managed IT services provider',
    },
    categorySlug: 'sales-acceleration',
    duration: '8 weeks',
  },
  {
    key: 'distributor-order-to-delivery',
    title: 'Next-day dispatch restored for a growing distributor',
    clientType: '120-person building-supplies distributor, West Midlands',
    industry: 'Wholesale & distribution',
    challenge:
      'Orders took an average of 3.2 days from receipt to dispatch and customers were moving to competitors offering next-day delivery.',
    approach:
      'A bottleneck identification pilot traced the delay to manual credit checks and re-keyed orders. A 30-day improvement plan automated credit checks and removed double entry between the web shop and the ERP.',
    results: [
      'Order-to-dispatch time down from 3.2 days to 0.9 days',
      '92% of orders now dispatched next day',
      '18 staff hours a week returned to the sales desk',
    ],
    quote: {
      text: 'They found in ten days what we had been arguing about for two years.',
      attribution: 'Operations Director, building-supplies distributor',
    },
    categorySlug: 'performance-improvement',
    duration: '6 weeks',
  },
  {
    key: 'saas-support-triage',
    title: 'Support backlog cleared and first response under an hour',
    clientType: 'B2B SaaS scale-up, 3,000 business customers',
    industry: 'SaaS',
    challenge:
      'A backlog of 1,400 open tickets, first responses averaging 11 hours and two support agents on sick leave with stress.',
    approach:
      'An expert analysed 90 days of tickets, configured AI-assisted tagging and routing in Zendesk, set priority-based SLAs and wrote macros for the 20 most common questions.',
    results: [
      'Backlog reduced from 1,400 to under 150 tickets in 3 weeks',
      'Median first response time down from 11 hours to 48 minutes',
      'Customer satisfaction score up from 78% to 91%',
    ],
    quote: {
      text: 'The team finally goes home on time, and customers noticed within a week.',
      attribution: 'Head of Customer Support, B2B SaaS company',
    },
    categorySlug: 'process-optimization',
    duration: '4 weeks',
  },
  {
    key: 'accountancy-month-end-automation',
    title: 'Month-end close cut from nine days to five',
    clientType: 'Independent accountancy practice, 30 staff, Leeds',
    industry: 'Professional services',
    challenge:
      'Client bookkeeping and the practice’s own month-end relied on spreadsheets passed by email, with frequent late corrections.',
    approach:
      'A workflow automation programme connected Xero, the practice management system and Microsoft 365 with approval steps, reconciliation rules and alerting when a feed failed.',
    results: [
      'Month-end close down from 9 to 5 working days',
      '£46k a year of staff time redirected to advisory work',
      'Reconciliation errors down by 70%',
    ],
    quote: {
      text: 'We now sell the same automation approach to our own clients.',
      attribution: 'Practice Partner, accountancy firm',
    },
    categorySlug: 'process-optimization',
    duration: '7 weeks',
  },
  {
    key: 'healthtech-gdpr-due-diligence',
    title: 'Investor due diligence passed with no data-protection findings',
    clientType: 'Health-tech start-up, 25 staff, preparing a Series A',
    industry: 'Healthcare technology',
    challenge:
      'The lead investor asked for a record of processing, DPIAs and processor contracts within a month; none existed and the company handled patient data.',
    approach:
      'A UK GDPR fast-track produced the ROPA, privacy notices and breach plan, followed by a privacy compliance audit with a DPIA for the patient-data platform.',
    results: [
      'Full documentation pack delivered in 19 days',
      '48 gap items closed before the data room opened',
      'Zero data-protection findings in investor due diligence',
    ],
    quote: {
      text: 'It turned a deal risk into a box we could tick with confidence.',
      attribution: 'Co-founder and CEO, health-tech start-up',
    },
    categorySlug: 'compliance',
    duration: '5 weeks',
  },
];
