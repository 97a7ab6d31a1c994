import type { TPageMeta } from '@web/components/page-meta';
import { LegalPageLayout, type TLegalDocument } from '../components/legal-page-layout';
import { SITE_NAME } from '../site-constants';

export const meta: TPageMeta = {
  description: 'How Outcome Marketplace collects, uses and protects your personal data.',
};

const PRIVACY_POLICY: TLegalDocument = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  summary:
    'How we collect, use and protect personal data when you browse the marketplace, submit a brief, buy an outcome pack or deliver work as an expert.',
  mailbox: 'privacy',
  mailboxTopic: 'this policy or your personal data',
  sections: {
    introduction: {
      blocks: [
        `${SITE_NAME} ("we", "us") runs a marketplace where business clients buy outcome packs or submit bespoke briefs, and vetted experts deliver the work with the help of our AI assistant, Deputee. Every deliverable passes human quality assurance before it reaches the client.`,
        'This policy explains what personal data we process, why, for how long and what rights you have. It applies to visitors, clients (including guests who submit a brief without an account), experts, agency members and anyone who contacts us. We are the controller of the personal data described here, except where a client shares personal data with us inside a project; our Data Protection page explains that case.',
      ],
    },
    'data-collected': {
      blocks: [
        'We collect only what we need to run the marketplace:',
        [
          'Account data: full name, e-mail address, a salted hash of your password (never the password itself) and, if you sign in with a social provider, the identifier that provider returns.',
          'Brief and contact data: the goal, context, constraints, budget, timeline, urgency and expert style you enter in the brief builder, plus your name, e-mail address and optionally your company and phone number.',
          'Project data: messages, deliverables and their files, milestone decisions, quote responses, meeting titles and links. Meetings are recorded only when every participant has been told and recording consent is given.',
          'Payment data: order and milestone amounts, currencies and payment references. Card details are entered on our payment provider’s checkout page and never reach our servers.',
          'Expert data: skills, industries, outcomes delivered, availability, rate band, location and time zone, vetting results and client ratings.',
          'Technical data: IP address, browser and device type, pages visited and product events (for example "brief submitted"), used for security and to improve the service.',
        ],
      ],
    },
    usage: {
      heading: 'How we use your data',
      blocks: [
        [
          'To create and secure your account, and to link briefs you submitted as a guest to your account once you sign in with the same verified e-mail address.',
          'To interpret your brief: Deputee reads your free-text answers and suggests a structured interpretation, which you can see and correct, and which our team checks before a proposal is released.',
          'To match your request with suitable vetted experts, send invitations and present comparable quotes.',
          'To run projects: deliverables, human QA, milestone payments held in escrow and payouts to experts.',
          'To send service messages such as proposal-ready, quote and deliverable notifications. We send marketing e-mails only if you opt in, and every one has an unsubscribe link.',
          'To detect fraud and abuse, meet our legal and tax obligations, and improve the product using aggregated statistics.',
        ],
        'We do not sell personal data, and we do not allow AI providers we use to train their general models on your briefs, messages or deliverables.',
      ],
    },
    security: {
      blocks: [
        'Personal data is encrypted in transit with TLS and protected at rest by our hosting provider’s disk encryption. Access inside the product is role based: clients see only their own briefs, quotes, orders and projects; experts see only the projects they take part in; a small number of administrators can see more, and their access is logged.',
        'Our Security Policy describes our safeguards in detail, including optional multi-factor authentication and how we handle vulnerabilities.',
      ],
    },
    rights: {
      blocks: [
        'Under UK and EU data protection law you have the right to:',
        [
          'access the personal data we hold about you and receive a copy;',
          'have inaccurate data corrected and incomplete data completed;',
          'have your data erased where we no longer have a reason to keep it;',
          'restrict or object to processing based on our legitimate interests, including profiling for matching;',
          'receive data you gave us in a portable, machine-readable format;',
          'withdraw consent at any time where we rely on consent, without affecting earlier processing;',
          'complain to the Information Commissioner’s Office (ico.org.uk) or your local supervisory authority.',
        ],
        'We answer requests within one month. We may ask you to confirm your identity before we act on a request.',
      ],
    },
    'legal-bases': {
      blocks: [
        [
          'Contract: to provide the account, briefs, quotes, projects, payments and payouts you asked for.',
          'Legitimate interests: to secure the platform, prevent fraud, match requests with experts and improve our service, balanced against your rights.',
          'Consent: for optional cookies, marketing e-mails and meeting recordings.',
          'Legal obligation: to keep financial records, answer lawful requests and meet tax and anti-money-laundering duties.',
        ],
      ],
    },
    retention: {
      blocks: [
        [
          'Account data: for as long as your account is open, then deleted or anonymised within 90 days of closure.',
          'Guest briefs that are never linked to an account: 24 months after submission.',
          'Project records, quotes and deliverables: for the life of the engagement and six years afterwards, to deal with contractual claims.',
          'Financial records (orders, milestones, payouts): six years after the end of the financial year they relate to, as UK tax law requires.',
          'Meeting recordings: 90 days, unless a project participant asks for them to be deleted sooner.',
          'Security logs: 12 months. Product analytics events: 13 months.',
        ],
      ],
    },
    'international-transfers': {
      blocks: [
        'Our primary hosting is in the United Kingdom and the European Economic Area. Some service providers (for example payment processing, e-mail delivery and AI model providers) may process data in other countries, including the United States.',
        'Where personal data leaves the UK or EEA we rely on adequacy regulations or use the UK International Data Transfer Agreement or the EU Standard Contractual Clauses, together with a transfer risk assessment and additional safeguards where needed. Experts may be located outside the UK; they receive only the project information needed to deliver the work.',
      ],
    },
    standards: {
      blocks: [
        [
          'UK General Data Protection Regulation and the Data Protection Act 2018.',
          'EU General Data Protection Regulation (EU) 2016/679, for clients and experts in the EEA.',
          'Privacy and Electronic Communications Regulations (PECR) for e-mail marketing and cookies.',
          'Information Commissioner’s Office guidance on AI and data protection.',
        ],
      ],
    },
    'incident-response': {
      blocks: [
        'If a personal data breach occurs we contain it, assess the risk to the people affected and record it. Where it is likely to result in a risk to your rights and freedoms we notify the Information Commissioner’s Office within 72 hours of becoming aware of it, and where the risk is high we tell you without undue delay, explaining what happened and what you can do.',
      ],
    },
  },
};

export default function PrivacyPolicyPage() {
  return <LegalPageLayout document={PRIVACY_POLICY} />;
}
