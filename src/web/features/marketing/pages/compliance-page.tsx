import type { TPageMeta } from '@web/components/page-meta';
import { LegalPageLayout, type TLegalDocument } from '../components/legal-page-layout';
import { FEES_SENTENCE } from '../site-constants';

export const meta: TPageMeta = {
  description: 'The standards and regulations Outcome Marketplace complies with.',
};

const COMPLIANCE: TLegalDocument = {
  path: '/compliance',
  title: 'Compliance',
  summary:
    'How we meet our legal and regulatory obligations as a marketplace: expert verification, payments and escrow, anti-bribery, modern slavery, sanctions and how to raise a concern.',
  mailbox: 'compliance',
  mailboxTopic: 'our compliance programme or to raise a concern',
  sections: {
    introduction: {
      blocks: [
        'A marketplace that holds client money in escrow and pays independent experts across borders has obligations beyond data protection. This page summarises our compliance programme, which is owned by our leadership team and reviewed every year.',
      ],
    },
    'data-collected': {
      heading: 'Information collected for compliance',
      blocks: [
        [
          'Experts and agency owners: identity verification, business or self-employment status, tax residency and payout account details, collected and verified with our payment provider before the first payout.',
          'Clients: company name, billing details and, for large engagements, company registration details.',
          'Screening results against UK, EU and UN sanctions lists.',
        ],
      ],
    },
    usage: {
      heading: 'How it is used',
      blocks: [
        'We use compliance information only to onboard experts and clients, make lawful payouts, meet tax reporting duties, prevent fraud and money laundering, and answer lawful requests from authorities. Payment and identity checks are performed by our regulated payment provider; we store the outcome of the checks, not copies of identity documents.',
      ],
    },
    security: {
      blocks: [
        'Compliance records are classified as confidential, accessible only to named members of our finance and compliance team, and protected by the controls described in our Security Policy.',
      ],
    },
    rights: {
      heading: 'Your rights and obligations',
      blocks: [
        'You can ask to see the compliance information we hold about you and have it corrected. Experts must keep their verification and tax details current and are responsible for their own tax affairs as independent professionals.',
        'Client payments are held in escrow per milestone and released only after client approval (or automatically after the period stated in the agreement). ' +
          FEES_SENTENCE,
      ],
    },
    'legal-bases': {
      blocks: [
        'Most processing on this page is necessary to comply with legal obligations, including tax and anti-money-laundering law, and with our payment provider’s regulatory requirements. Sanctions screening and fraud prevention also rely on our legitimate interest in operating a lawful marketplace.',
      ],
    },
    retention: {
      blocks: [
        [
          'Identity verification outcomes: five years after the end of the business relationship.',
          'Payment, payout and invoice records: six years after the end of the financial year they relate to.',
          'Concerns raised under our speak-up process and their investigation: six years after closure.',
        ],
      ],
    },
    'international-transfers': {
      heading: 'International transfers and sanctions',
      blocks: [
        'We do not onboard experts or clients, or make payouts, where that would breach UK, EU or UN sanctions. Compliance information shared with our payment provider may be processed outside the UK under the safeguards described in our Privacy Policy.',
      ],
    },
    standards: {
      blocks: [
        [
          'Bribery Act 2010: zero tolerance of bribery, with a gifts and hospitality register.',
          'Modern Slavery Act 2015: supplier due diligence and an annual statement.',
          'Money Laundering Regulations 2017, through our regulated payment provider.',
          'Off-payroll working rules (IR35): status assessed for each long engagement in the UK.',
          'Equality Act 2010: fair, skills-based vetting and matching of experts.',
          'UK GDPR and Data Protection Act 2018, described on our Data Protection page.',
        ],
      ],
    },
    'incident-response': {
      heading: 'Raising a concern',
      blocks: [
        'Anyone, including clients, experts and staff, can report suspected fraud, bribery, sanctions breaches, unsafe working practices or other misconduct. Reports are acknowledged within two business days, investigated independently of the people involved, and handled confidentially. We do not tolerate retaliation against anyone who raises a concern in good faith.',
      ],
    },
  },
};

export default function CompliancePage() {
  return <LegalPageLayout document={COMPLIANCE} />;
}
