import type { TPageMeta } from '@web/components/page-meta';
import { LegalPageLayout, type TLegalDocument } from '../components/legal-page-layout';
import { FEES_SENTENCE, mailbox, SITE_NAME } from '../site-constants';

export const meta: TPageMeta = {
  description: 'The terms that govern your use of Outcome Marketplace.',
};

const TERMS_OF_SERVICE: TLegalDocument = {
  path: '/terms-of-service',
  title: 'Terms of Service',
  summary:
    'The agreement between you and us when you use the marketplace to buy outcome packs, submit bespoke briefs, respond to quotes or deliver work as an expert.',
  mailbox: 'legal',
  mailboxTopic: 'these terms',
  sections: {
    introduction: {
      heading: 'Introduction and acceptance',
      blocks: [
        `These terms govern your use of the ${SITE_NAME} website and services. By creating an account, submitting a brief, buying an outcome pack or accepting a quote you agree to them on behalf of yourself and, where relevant, the business you represent. The services are intended for businesses, not consumers.`,
        'An individual service agreement (an accepted quote or an outcome pack order, with its scope, deliverables, milestones and price) applies to each engagement. If it conflicts with these terms, the individual service agreement takes precedence for that engagement.',
      ],
    },
    'data-collected': {
      heading: 'Information you provide',
      blocks: [
        'You must give accurate, current information when you create an account, submit a brief or respond to a quote, and keep your contact details up to date. You are responsible for the content of your briefs and for having the right to share any material, including personal data, with us and with the experts working on your project.',
        'Our use of personal data is described in the Privacy Policy, which forms part of these terms.',
      ],
    },
    usage: {
      heading: 'Use of the service, quotes and fees',
      blocks: [
        [
          'Outcome packs are fixed-scope products with a starting price and an indicative timeline. Bespoke briefs receive a proposal, which passes human QA before it is released to you.',
          'Quotes are valid until the expiry date shown on them. You may approve, reject or request changes to a sent quote; approving it creates a project and a binding individual service agreement.',
          'Payment is milestone-based. Each milestone is funded in advance and held in escrow, and released to the expert only after you approve its deliverables. If you take no action for 14 days after a milestone has passed QA, it is released automatically; we remind you before that happens.',
          'Our platform fee is deducted from the expert’s payout; the price shown to you is the price you pay.',
          FEES_SENTENCE,
        ],
        'You must not use the service to commission unlawful, infringing or deceptive work, to contact experts in order to move an engagement off the platform, to probe or disrupt our systems, or to scrape data from the site.',
      ],
    },
    security: {
      heading: 'Account security',
      blocks: [
        `Keep your password confidential and use multi-factor authentication where it is offered. You are responsible for activity under your account. Tell us immediately at ${mailbox('security')} if you suspect unauthorised access, and we will help you secure the account.`,
      ],
    },
    rights: {
      heading: 'Rights and obligations',
      blocks: [
        [
          'Deliverables: when a milestone is paid in full, ownership of the deliverables for that milestone passes to you, except for the expert’s pre-existing materials and general know-how, which you receive a perpetual, non-exclusive licence to use as part of the deliverables.',
          'Revisions: each deliverable includes the revision rounds stated in the individual service agreement. You can request a revision with a reason before approving.',
          'Experts are independent professionals, not our employees. They are responsible for the quality of their work; we are responsible for operating the marketplace, QA and escrow.',
          'To the extent permitted by law, our total liability for an engagement is limited to the fees paid for it; we do not exclude liability for death or personal injury caused by negligence, or for fraud.',
        ],
      ],
    },
    'legal-bases': {
      heading: 'Governing law',
      blocks: [
        'These terms and any dispute arising from them are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction, without affecting any mandatory rights you have where your business is established.',
      ],
    },
    retention: {
      heading: 'Term, termination and records',
      blocks: [
        'You may close your account at any time once no engagement is in progress. We may suspend or close an account that breaches these terms, after notice where that is reasonable.',
        'Closing an account does not cancel funded milestones, approved quotes or payment obligations already incurred. We keep project records, quotes and financial records for the periods set out in the Privacy Policy.',
      ],
    },
    'international-transfers': {
      heading: 'Cross-border engagements',
      blocks: [
        'Clients and experts may be in different countries. Prices are shown and charged in pounds sterling unless an individual service agreement says otherwise. Each party is responsible for its own taxes, and you must not use the service in breach of sanctions or export-control laws.',
      ],
    },
    standards: {
      heading: 'Service standards',
      blocks: [
        [
          'Every expert is vetted before being matched, and every deliverable is reviewed by a human QA reviewer before it reaches you.',
          'Custom proposals are QA-validated within 2 hours of a complete brief, and requested quote revisions are answered within 24 hours.',
          'With Outcome Assurance, the engagement is actively monitored and, if an expert is not working out, we replace them at no extra cost.',
        ],
      ],
    },
    'incident-response': {
      heading: 'Disputes and service incidents',
      blocks: [
        `If something goes wrong, raise it with your project manager first. If it is not resolved within five business days, write to ${mailbox('legal')} and we will review the project record, deliverables and QA history and propose a resolution. Funds in escrow for a disputed milestone stay in escrow until the dispute is resolved.`,
        'If a service incident (for example an outage or a security incident) affects your project, we will tell you what happened, what it means for your timeline and what we are doing about it.',
      ],
    },
  },
};

export default function TermsOfServicePage() {
  return <LegalPageLayout document={TERMS_OF_SERVICE} />;
}
