import type { TPageMeta } from '@web/components/page-meta';
import { LegalPageLayout, type TLegalDocument } from '../components/legal-page-layout';
import { mailbox } from '../site-constants';

export const meta: TPageMeta = {
  description: 'How we keep the marketplace, your data and your payments secure, and how to report a vulnerability.',
};

const SECURITY_POLICY: TLegalDocument = {
  path: '/security-policy',
  title: 'Security Policy',
  summary:
    'The controls we use to protect client briefs, project files, payments and accounts, and how to report a vulnerability to us.',
  mailbox: 'security',
  mailboxTopic: 'security or to report a vulnerability',
  sections: {
    introduction: {
      blocks: [
        'Clients trust us with commercially sensitive briefs, strategy documents and customer data; experts trust us with their identity and their earnings. This policy describes how we protect that information across the marketplace, the project workspace and the payment flow, and what we expect from users in return.',
      ],
    },
    'data-collected': {
      heading: 'Information we protect',
      blocks: [
        'We classify information into three levels and apply controls to match:',
        [
          'Confidential: brief content, project messages, deliverable files, meeting recordings, quotes and payout details.',
          'Internal: account profiles, matching data, QA decisions and audit logs.',
          'Public: marketing pages, outcome pack descriptions and published prices.',
        ],
      ],
    },
    usage: {
      heading: 'Access control',
      blocks: [
        [
          'Role-based permissions with a strict separation between administrators and users.',
          'Row-level access controls: every query for briefs, quotes, orders and projects is scoped to the signed-in user; records you cannot access answer "not found" so identifiers do not leak.',
          'Project files can be downloaded only by project participants and administrators.',
          'Staff access follows least privilege, is reviewed quarterly and is removed on the day someone leaves.',
        ],
      ],
    },
    security: {
      heading: 'Technical safeguards',
      blocks: [
        [
          'TLS 1.2 or higher for all traffic, with HTTP Strict Transport Security.',
          'Encryption at rest for databases, backups and file storage.',
          'Passwords judged for strength against common and breached passwords and stored only as salted, slow hashes; multi-factor authentication for every account, required for administrators, each code accepted once.',
          'A change of e-mail address needs your password, and changes to your e-mail, password or multi-factor settings are announced to your current address with a link that undoes them and signs every session out.',
          'Session cookies marked Secure, HttpOnly and SameSite, with automatic expiry.',
          'Rate limiting on sign-in and public endpoints, strict security headers and a content security policy.',
          'Card payments handled entirely by our PCI DSS-compliant payment provider; we never see or store card numbers.',
          'Dependencies monitored for known vulnerabilities, and every change peer reviewed and tested before release.',
        ],
      ],
    },
    rights: {
      heading: 'Your responsibilities and responsible disclosure',
      blocks: [
        'Use a unique password, turn on multi-factor authentication, and share project files only with people who need them. Do not upload secrets such as production passwords or API keys to a brief or chat; use your own secrets manager and share access through it.',
        `If you believe you have found a vulnerability, e-mail ${mailbox('security')} with the steps to reproduce it. Please do not access other users’ data, run denial-of-service tests or use automated scanners against production. We will not pursue legal action against good-faith research that follows these rules, and we will credit you when the issue is fixed if you wish.`,
      ],
    },
    'legal-bases': {
      heading: 'Legal and contractual basis',
      blocks: [
        'We protect personal data as required by Article 32 of the UK GDPR and EU GDPR (security of processing). Our security commitments to enterprise clients are set out in their individual service agreements and data processing agreements, which take precedence over this summary.',
      ],
    },
    retention: {
      heading: 'Log and backup retention',
      blocks: [
        [
          'Security and audit logs: 12 months, protected from modification.',
          'Database backups: encrypted, taken daily and kept for 35 days, with restores tested every quarter.',
          'Deleted project files are removed from backups when those backups expire.',
        ],
      ],
    },
    'international-transfers': {
      heading: 'Hosting and data location',
      blocks: [
        'Production systems run in UK and EEA data centres operated by established cloud providers. Sub-processors outside the UK or EEA (for example e-mail delivery or AI model providers) are assessed for security before use and bound by contract to equivalent protections.',
      ],
    },
    standards: {
      blocks: [
        [
          'Controls aligned with ISO/IEC 27001 and the UK NCSC Cyber Essentials scheme.',
          'Application security verified against the OWASP Application Security Verification Standard and the OWASP Top 10.',
          'Payment card data handled by a PCI DSS Level 1 service provider.',
        ],
      ],
    },
    'incident-response': {
      blocks: [
        'Our incident process has four stages: detect and triage, contain, eradicate and recover, and review. An on-call engineer is paged for high-severity alerts at any hour, and QA coverage runs 24/7.',
        'Affected clients are told without undue delay, and within 48 hours for incidents involving their confidential data, with a description of the impact and the actions taken. Personal data breaches are reported to the Information Commissioner’s Office within 72 hours where required. Every incident ends with a written post-incident review and tracked follow-up actions.',
      ],
    },
  },
};

export default function SecurityPolicyPage() {
  return <LegalPageLayout document={SECURITY_POLICY} />;
}
