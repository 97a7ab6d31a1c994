import type { TPageMeta } from '@web/components/page-meta';
import { CtaBand } from '../components/cta-band';
import { FaqList, type TFaqItem } from '../components/faq-list';
import { JumpNav } from '../components/jump-nav';
import { BookingLinkButton, LinkButton } from '../components/link-buttons';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { TextLink } from '../components/text-link';
import { CONTACT_HOURS, EXPERT_ACCEPTANCE_RATE, FEES_SENTENCE } from '../site-constants';
import { useScrollToHash } from '../use-scroll-to-hash';

export const meta: TPageMeta = {
  description: 'Frequently asked questions about packs, briefs, quotes, payments and escrow.',
};

type TFaqGroup = { id: string; title: string; description: string; items: readonly TFaqItem[] };

const FAQ_GROUPS: readonly TFaqGroup[] = [
  {
    id: 'clients',
    title: 'For clients',
    description: 'Buying outcome packs, submitting briefs and working with experts.',
    items: [
      {
        question: 'What is the difference between an outcome pack and a bespoke brief?',
        answer:
          'An outcome pack is a fixed-scope product with listed deliverables, a timeline and a starting price, such as a CRM integration or a GDPR fast-track. A bespoke brief is for anything else: you describe your goal in the brief builder and receive a tailored proposal.',
      },
      {
        question: 'How quickly will I receive a proposal?',
        answer:
          'Within 2 hours of submitting a complete brief. Deputee drafts it and a member of our team validates it before it is released. You will get a notification and an e-mail when it is ready.',
      },
      {
        question: 'Can I submit a brief without an account?',
        answer:
          'Yes. Guests receive an e-mail with a secure link to their proposal. If you later sign in with the same verified e-mail address, the brief is linked to your account automatically.',
      },
      {
        question: 'How are experts matched to my project?',
        answer:
          'We score vetted experts on skills, industry experience, similar outcomes delivered, availability, location and fit with your budget, then invite the strongest. You usually see comparable quotes and can choose between them. Matching typically completes within 24 hours of accepting a proposal.',
      },
      {
        question: 'What if I want changes to a quote?',
        answer:
          'Use Request Changes on the quote and describe what you need. We answer revision requests with an updated quote within 24 hours.',
      },
      {
        question: 'Who checks the quality of the work?',
        answer:
          'Every deliverable is reviewed by a human QA reviewer, independent of the expert, before it reaches you. You then approve it or request a revision.',
      },
    ],
  },
  {
    id: 'experts',
    title: 'For experts',
    description: 'Joining the network, working with Deputee and getting paid.',
    items: [
      {
        question: 'How selective is the application process?',
        answer: `Very: our acceptance rate is ${EXPERT_ACCEPTANCE_RATE}. The process has four steps: application review, skills assessment, client interview and onboarding.`,
      },
      {
        question: 'What does Deputee do, and who is responsible for the work?',
        answer:
          'Deputee helps with research, first drafts, meeting notes, scope tracking and QA pre-checks. You remain responsible for the work, and every deliverable still goes through human QA.',
      },
      {
        question: 'Can I join as an agency?',
        answer: (
          <>
            Yes. Agencies can build a roster of experts, set payout splits per project and share a dashboard. See{' '}
            <TextLink to="/for-agencies">For Agencies</TextLink>.
          </>
        ),
      },
      {
        question: 'How and when am I paid?',
        answer:
          'Clients fund each milestone in escrow before work starts. When the client approves the milestone, the funds are released and paid out to your connected payout account, less the platform fee.',
      },
      {
        question: 'Do I have to accept every invitation?',
        answer:
          'No. Invitations show the scope, timeline and budget. Accept the ones that fit; invitations you do not answer within the response window expire and go to another expert.',
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    description: 'Prices, escrow, refunds and invoices.',
    items: [
      {
        question: 'How does milestone escrow work?',
        answer:
          'Payments are milestone-based. You fund a milestone before work on it starts; the money is held in escrow and released to the expert only after you approve the deliverables for that milestone.',
      },
      {
        question: 'What if I do not respond to a finished milestone?',
        answer:
          'We send reminders. If you take no action for 14 days after a milestone has passed QA, the funds are released automatically, so experts are not left waiting.',
      },
      {
        question: 'Are fees refundable?',
        answer: `${FEES_SENTENCE} If a deliverable does not meet its acceptance criteria you can request a revision before approving, and funds for an unapproved milestone stay in escrow while a dispute is reviewed.`,
      },
      {
        question: 'What does Outcome Assurance cost and cover?',
        answer:
          'Outcome Assurance is an optional insurance you can choose in the brief builder; it is included on Scale and Enterprise. It adds active monitoring of your project and expert replacement at no extra cost if things do not work out.',
      },
      {
        question: 'Which currencies and payment methods do you accept?',
        answer:
          'Prices are in pounds sterling. You can pay by card through our secure payment provider; Enterprise clients can also pay milestones by bank transfer against an invoice.',
      },
      {
        question: 'Will I get an invoice?',
        answer:
          'Yes. Every payment, for a pack or a milestone, gets an invoice and a receipt, and every refund a credit note, in your Documents. VAT invoices show the VAT before you pay and come as PDF and UBL e-invoices; a business abroad with a VAT number is invoiced under the reverse charge.',
      },
    ],
  },
];

export default function FaqPage() {
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        documentTitle="FAQ"
        description={<p>Answers for clients, experts and anyone with a question about payments.</p>}
      >
        <JumpNav label="FAQ topics" items={FAQ_GROUPS.map((group) => ({ id: group.id, label: group.title }))} />
      </PageHero>

      {FAQ_GROUPS.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          title={group.title}
          description={group.description}
          tone={index % 2 === 1 ? 'muted' : 'default'}
        >
          <FaqList items={group.items} className="max-w-3xl" />
        </Section>
      ))}

      <CtaBand
        id="faq-cta"
        title="Did not find your answer?"
        description={`Our support team is available ${CONTACT_HOURS} and replies within 24 hours on business days.`}
        actions={
          <>
            <LinkButton to="/contact" variant="secondary">
              Contact Us
            </LinkButton>
            <BookingLinkButton variant="outline">Talk to a curator</BookingLinkButton>
          </>
        }
      />
    </>
  );
}
