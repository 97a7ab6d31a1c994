import { ArrowRight, RefreshCw, ShieldCheck, Wallet } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import type { TPageMeta } from '@web/components/page-meta';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FaqList, type TFaqItem } from '../components/faq-list';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { BookingLinkButton, LinkButton } from '../components/link-buttons';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { TextLink } from '../components/text-link';
import { FEES_SENTENCE } from '../site-constants';

export const meta: TPageMeta = {
  description:
    'Clear starting prices for outcome packs, quotes for bespoke briefs and milestone payments held in escrow.',
};

type TTier = {
  name: string;
  price: string;
  duration: string;
  summary: string;
  features: readonly string[];
  mostPopular?: boolean;
};

const TIERS: readonly TTier[] = [
  {
    name: 'Starter',
    price: '£3,950-£6,000',
    duration: '2-4 weeks',
    summary: 'One well-defined outcome, such as a CRM clean-up, a KPI baseline or a GDPR fast-track.',
    features: [
      'One vetted expert with the Deputee AI assistant',
      'Scope based on a single outcome pack',
      'Two milestones, each held in escrow',
      'Human QA on every deliverable',
      'One revision round per deliverable',
      'Weekly written progress update',
    ],
  },
  {
    name: 'Growth',
    price: '£6,000-£10,000',
    duration: '3-5 weeks',
    summary: 'A multi-part outcome, such as an outbound campaign from list building to first replies.',
    mostPopular: true,
    features: [
      'Lead expert plus a supporting specialist',
      'Bespoke scope from your brief',
      'Up to four milestones, each held in escrow',
      'Human QA on every deliverable',
      'Two revision rounds per deliverable',
      'Weekly review call and shared project workspace',
      'Success metrics agreed before kick-off',
    ],
  },
  {
    name: 'Scale',
    price: '£10,000-£20,000',
    duration: '4-8 weeks',
    summary: 'Cross-functional programmes, such as a 30-day improvement plan rolled out across teams.',
    features: [
      'A small expert team led by a senior lead',
      'Dedicated project manager',
      'Up to six milestones, each held in escrow',
      'Human QA plus a mid-project quality review',
      'Outcome Assurance included',
      'Data processing agreement as standard',
      'Handover session and 30 days of post-delivery questions',
    ],
  },
  {
    name: 'Enterprise',
    price: '£20,000+',
    duration: '6+ weeks',
    summary: 'Multi-workstream or ongoing engagements with procurement, security and legal requirements.',
    features: [
      'Named curator and project manager',
      'Multiple expert teams or an approved agency',
      'Custom milestone plan and invoicing terms',
      'Outcome Assurance included',
      'Master services agreement and security questionnaire support',
      'Option to restrict work to UK- or EEA-based experts',
      'Quarterly outcome reviews with your leadership team',
    ],
  },
];

const ASSURANCE: readonly TFeature[] = [
  {
    icon: ShieldCheck,
    title: 'Continuous monitoring',
    description:
      'Deputee tracks progress against milestones and success metrics, and our QA team reviews every deliverable before you see it.',
  },
  {
    icon: RefreshCw,
    title: 'Expert replacement',
    description:
      'If an expert is not working out, we bring in a vetted replacement at no extra cost and keep your timeline on track.',
  },
  {
    icon: Wallet,
    title: 'Escrow protection',
    description:
      'Each milestone is held in escrow and released only after you approve the work, so you never pay for work you have not accepted.',
  },
];

const PRICING_FAQ: readonly TFaqItem[] = [
  {
    question: 'How quickly will I get a custom proposal?',
    answer:
      'Custom proposals arrive within 2 hours of submitting a complete brief. Deputee drafts the proposal and a member of our QA team validates it before it is released to you.',
  },
  {
    question: 'What happens if the expert is not the right fit?',
    answer:
      'Tell your project manager. With Outcome Assurance, expert replacement is at no extra cost: we introduce a new vetted expert, brief them on the work so far and adjust the plan if needed.',
  },
  {
    question: 'How do payments work?',
    answer:
      'Payments are milestone-based. You fund each milestone before work on it starts; the money is held in escrow and released to the expert only after you approve the deliverables.',
  },
  {
    question: 'Can I change the scope of a tier?',
    answer:
      'Yes. Every tier is a starting point. Use Customize This Tier to open the brief builder, describe what you need, and you will receive a tailored proposal and quote.',
  },
  {
    question: 'Are there any additional fees?',
    answer: `No. The price in your quote is the price you pay; our platform fee comes out of the expert's payout. ${FEES_SENTENCE}`,
  },
  {
    question: 'What is Outcome Assurance?',
    answer:
      'An optional insurance you can add to any engagement (included on Scale and Enterprise). It adds active monitoring of your project and replacement of the expert if things do not work out.',
  },
];

function TierCard({ tier }: { tier: TTier }) {
  const headingId = `tier-${tier.name.toLowerCase()}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      className={cn('relative flex h-full flex-col', tier.mostPopular && 'border-2 border-brand-600 shadow-lg')}
    >
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="text-xl font-semibold text-slate-900">
            {tier.name}
          </h3>
          {tier.mostPopular ? <Badge>Most popular</Badge> : null}
        </div>
        <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 xl:text-2xl">{tier.price}</p>
        <p className="text-sm font-medium text-brand-700">{tier.duration}</p>
        <CardDescription className="mt-2 text-base">{tier.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <h4 className="sr-only">What is included in {tier.name}</h4>
        <CheckList items={tier.features} className="space-y-2 text-sm" />
      </CardContent>
      <CardFooter>
        <LinkButton
          to="/brief-builder"
          variant={tier.mostPopular ? 'default' : 'outline'}
          size="default"
          className="w-full"
          aria-label={`Customize This Tier: ${tier.name}`}
        >
          Customize This Tier
        </LinkButton>
      </CardFooter>
    </Card>
  );
}

export default function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Transparent pricing for real outcomes"
        documentTitle="Pricing"
        align="center"
        description={
          <p>
            Fixed-scope engagements delivered by vetted experts with AI assistance. Every deliverable passes human QA,
            and you pay milestone by milestone, only for work you approve.
          </p>
        }
        actions={
          <>
            <LinkButton to="/brief-builder">
              Get Custom Quote
              <ArrowRight aria-hidden="true" />
            </LinkButton>
            <BookingLinkButton variant="outline">Talk to a Curator</BookingLinkButton>
          </>
        }
      />

      <Section
        id="tiers"
        title="Choose your starting point"
        description="Prices are per engagement, in pounds sterling. Your final quote depends on scope, and you will see it before you commit."
      >
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {TIERS.map((tier) => (
            <li key={tier.name}>
              <TierCard tier={tier} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="outcome-assurance"
        tone="muted"
        eyebrow="Guarantee"
        title="Outcome Assurance"
        description="Add Outcome Assurance to any engagement for active monitoring and expert-replacement insurance. It is included on Scale and Enterprise."
      >
        <FeatureGrid items={ASSURANCE} />
      </Section>

      <Section id="pricing-faq" title="Pricing questions">
        <FaqList items={PRICING_FAQ} className="max-w-3xl" />
        <p className="mt-6 text-slate-600">
          More questions? See the full <TextLink to="/faq">FAQ</TextLink>.
        </p>
      </Section>

      <CtaBand
        id="pricing-cta"
        title="Not sure which tier fits?"
        description="Describe your goal and get a tailored proposal within 2 hours, or talk it through with a curator."
        actions={
          <>
            <LinkButton to="/brief-builder" variant="secondary">
              Get Custom Quote
            </LinkButton>
            <BookingLinkButton variant="outline">Talk to a Curator</BookingLinkButton>
          </>
        }
      />
    </>
  );
}
