import type { TPageMeta } from '@web/components/page-meta';
import { LegalPageLayout, type TLegalDocument } from '../components/legal-page-layout';

export const meta: TPageMeta = {
  description: 'Your data protection rights and how to exercise them.',
};

const DATA_PROTECTION: TLegalDocument = {
  path: '/data-protection',
  title: 'Data Protection',
  summary:
    'Our data protection programme: when we act as controller or processor, how we handle personal data inside client projects, and how to reach our Data Protection Officer.',
  mailbox: 'dpo',
  mailboxTopic: 'data protection, a data processing agreement or a rights request',
  sections: {
    introduction: {
      blocks: [
        'Many projects on the marketplace touch personal data: a CRM integration, an outbound campaign, an HR policy review or a GDPR fast-track all involve information about real people. This page explains how we, our experts and our AI assistant Deputee handle that data, and the commitments we make to clients who need a data processing agreement.',
        'We have appointed a Data Protection Officer who reports to the leadership team, advises on new features and projects, and is your point of contact for anything on this page.',
      ],
    },
    'data-collected': {
      heading: 'Categories of data and people',
      blocks: [
        [
          'Clients and their staff: contact, account and billing details.',
          'Experts and agency members: identity, professional profile, vetting results, payout and tax details.',
          'People in client project data: for example a client’s customers, leads or employees, when the client shares that data for a project.',
          'Visitors: technical and usage data described in our Cookie Policy.',
        ],
        'We ask clients not to share special category data (such as health data) or criminal offence data unless the project needs it and we have agreed additional safeguards in writing.',
      ],
    },
    usage: {
      heading: 'Controller and processor roles',
      blocks: [
        'We are the controller for account, marketplace, payment and expert data. For personal data a client shares inside a project, the client is the controller and we, with the expert delivering the work, act as processor on the client’s documented instructions.',
        [
          'Experts may use project data only to deliver that project, and they are bound by confidentiality and data protection terms.',
          'Deputee processes project data only to assist with that project; the data is not used to train general AI models.',
          'Our data processing agreement, including the list of sub-processors, is available on request and is signed as standard for Scale and Enterprise engagements.',
        ],
      ],
    },
    security: {
      heading: 'Technical and organisational measures',
      blocks: [
        'Encryption in transit and at rest, role-based and row-level access controls, optional multi-factor authentication, least-privilege staff access, logging of administrator activity, vetting and confidentiality undertakings for every expert, and annual data protection training for our team. Details are in our Security Policy.',
      ],
    },
    rights: {
      heading: 'Rights requests',
      blocks: [
        'Anyone can exercise their data protection rights by writing to our Data Protection Officer. We confirm receipt within two business days and respond in full within one month, or tell you why we need up to two further months for a complex request.',
        'Where we act as processor, we forward requests to the client who controls the data within five business days and help them respond.',
      ],
    },
    'legal-bases': {
      blocks: [
        'As controller we rely on contract, legitimate interests, consent and legal obligation, as set out in our Privacy Policy, and we record a legitimate interests assessment for each use based on legitimate interests. As processor we act only on the client’s instructions under Article 28 of the UK GDPR and EU GDPR.',
      ],
    },
    retention: {
      blocks: [
        'We keep a retention schedule for every category of data, reviewed each year. Project data processed for a client is returned or deleted within 30 days of the end of the engagement, at the client’s choice, unless law requires us to keep it. Experts must delete local copies of project data when the project closes.',
      ],
    },
    'international-transfers': {
      blocks: [
        'Personal data is hosted in the UK and EEA. Transfers to experts or sub-processors in other countries are made only under adequacy regulations, the UK International Data Transfer Agreement or the EU Standard Contractual Clauses, each supported by a transfer risk assessment. Clients can restrict a project to experts located in the UK or EEA.',
      ],
    },
    standards: {
      blocks: [
        [
          'UK GDPR, Data Protection Act 2018 and EU GDPR.',
          'Records of processing activities (Article 30) kept up to date.',
          'Data protection impact assessments for new high-risk processing, including new AI features.',
          'Privacy by design and by default in product development.',
        ],
      ],
    },
    'incident-response': {
      blocks: [
        'Suspected personal data breaches are escalated to the Data Protection Officer immediately. Where we are controller we notify the Information Commissioner’s Office within 72 hours where required and inform affected people without undue delay. Where we are processor we notify the client controller without undue delay, and in any case within 48 hours, with the information they need to meet their own obligations.',
      ],
    },
  },
};

export default function DataProtectionPage() {
  return <LegalPageLayout document={DATA_PROTECTION} />;
}
