import { Code2, Layers, SlidersHorizontal, Wallet } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import type { TPageMeta } from '@web/components/page-meta';
import { CheckList } from '../components/check-list';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { JumpNav } from '../components/jump-nav';
import { MailLink } from '../components/mail-link';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StepList, type TStep } from '../components/step-list';
import { TextLink } from '../components/text-link';
import { SITE_DOMAIN } from '../site-constants';
import { useScrollToHash } from '../use-scroll-to-hash';

export const meta: TPageMeta = {
  description: 'Documentation for using Outcome Marketplace as a client, expert or agency.',
};

const GUIDES = [
  { id: 'briefs', label: 'How briefs work' },
  { id: 'outcome-packs', label: 'Outcome packs' },
  { id: 'quotes', label: 'Quotes' },
  { id: 'milestones', label: 'Milestones and escrow' },
  { id: 'qa', label: 'Quality assurance' },
  { id: 'api', label: 'API overview' },
] as const;

type TStatus = { status: string; meaning: string };

/** A status and what it means, as a two-column description list. */
function StatusList({
  title,
  statuses,
  className,
}: {
  title: string;
  statuses: readonly TStatus[];
  className?: string;
}) {
  return (
    <Card className={cn('mt-8', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {statuses.map((item) => (
            <div key={item.status} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="font-medium text-slate-900">{item.status}</dt>
              <dd className="text-slate-600">{item.meaning}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

const BRIEF_STEPS: readonly TStep[] = [
  {
    title: 'Goal, context and constraints',
    description:
      'Describe what you want to achieve, your business context and any constraints. Constraints are optional. Deputee shows its interpretation of each answer as you type, with a confidence level.',
  },
  {
    title: 'Budget and timeline',
    description:
      'Choose a budget range (from under £5k to over £100k) and a timeline (from as soon as possible to more than 6 months).',
  },
  {
    title: 'Urgency and expert style',
    description:
      'Set the urgency (low, standard, high or critical) and how you like to work: hands-off, collaborative or hands-on.',
  },
  {
    title: 'Contact and Outcome Assurance',
    description:
      'Add your name and e-mail (company and phone are optional), choose whether to add Outcome Assurance, then select Generate Proposal.',
  },
];

const BRIEF_STATUSES: readonly TStatus[] = [
  { status: 'Submitted', meaning: 'Proposal generating — QA validation <2h.' },
  { status: 'QA in review', meaning: 'QA reviewing proposal…' },
  { status: 'QA passed', meaning: 'Proposal has passed quality assurance.' },
  { status: 'Proposal ready', meaning: 'Your proposal is ready for review.' },
  { status: 'Accepted', meaning: 'Proposal accepted. Project setup in progress.' },
  { status: 'Archived', meaning: 'This brief has been archived.' },
];

const PACK_FACTS: readonly TFeature[] = [
  {
    icon: Layers,
    title: 'Fixed scope',
    description:
      'Each pack lists its category, deliverables, timeline and tags. Categories: sales acceleration, performance improvement, process optimization and compliance.',
  },
  {
    icon: Wallet,
    title: 'Starting price',
    description:
      'Every pack shows a starting price in pounds. Buy Outcome Pack takes you to checkout; you need to be signed in to buy.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Customize',
    description:
      'Need something slightly different? Customize This opens the brief builder pre-filled from the pack, and you receive a tailored proposal.',
  },
];

const QUOTE_STATUSES: readonly TStatus[] = [
  {
    status: 'Sent',
    meaning: 'Waiting for your response. You can approve, request changes or reject it until it expires.',
  },
  { status: 'Modified', meaning: 'You requested changes. An updated quote follows within 24 hours.' },
  { status: 'Approved', meaning: 'You approved the quote; your project and its milestones have been created.' },
  { status: 'Rejected', meaning: 'You declined the quote. We review your feedback and may send a revised quote.' },
  { status: 'Expired', meaning: 'The expiry date has passed. Ask us for a refreshed quote.' },
];

const MILESTONE_STEPS: readonly TStep[] = [
  { title: 'Fund', description: 'You pay for the next milestone through secure checkout before work on it starts.' },
  {
    title: 'Hold',
    description: 'The funds are held in escrow. The expert can see the milestone is funded and starts work.',
  },
  {
    title: 'Approve',
    description: 'When the milestone’s deliverables have passed QA, you approve them or request a revision.',
  },
  {
    title: 'Release',
    description:
      'On approval, escrow is released and the expert is paid. Without a response for 14 days after QA, funds are released automatically.',
  },
];

const DELIVERABLE_STATUSES: readonly TStatus[] = [
  { status: 'Pending', meaning: 'Planned, work not yet started.' },
  { status: 'In progress', meaning: 'The expert is working on it, with Deputee pre-checks along the way.' },
  { status: 'Submitted', meaning: 'A file has been uploaded and is waiting for human QA review.' },
  { status: 'Ready for client', meaning: 'QA approved the deliverable; it is waiting for your review.' },
  {
    status: 'Revision requested',
    meaning: 'QA or you asked for changes, with a reason. The next upload goes back to QA.',
  },
  { status: 'Approved', meaning: 'You accepted the deliverable.' },
];

const QA_CHECKS: readonly string[] = [
  'Meets every written acceptance criterion for the deliverable.',
  'Facts, figures and sources are correct and traceable.',
  'Fits your context: industry, audience, tone and constraints from the brief.',
  'Complete and usable: files open, links work, handover notes are included.',
  'No confidential information from other clients and no unlicensed material.',
];

export default function DocumentationPage() {
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow="Documentation"
        title="Guides to working on the marketplace"
        documentTitle="Documentation"
        description={
          <p>
            Everything you need to go from a goal to an approved outcome: briefs, outcome packs, quotes, milestone
            escrow, quality assurance and our API.
          </p>
        }
      >
        <JumpNav label="Guides" items={GUIDES} />
      </PageHero>

      <Section
        id="briefs"
        title="How briefs work"
        description={
          <p>
            A bespoke brief is a short, guided description of the outcome you want. Start one in the{' '}
            <TextLink to="/brief-builder">brief builder</TextLink>. It takes seven steps and about ten minutes, and you
            receive a proposal with roles, milestones, timeline, budget and success metrics, validated by our team
            within 2 hours.
          </p>
        }
      >
        <StepList steps={BRIEF_STEPS} />
        <StatusList title="Brief statuses" statuses={BRIEF_STATUSES} />
      </Section>

      <Section
        id="outcome-packs"
        tone="muted"
        title="Outcome packs"
        description={
          <p>
            Outcome packs are pre-defined, fixed-scope products for common goals, such as lead generation, CRM
            integration, a KPI baseline or a GDPR fast-track. Browse them in the{' '}
            <TextLink to="/catalog">outcome catalog</TextLink>.
          </p>
        }
      >
        <FeatureGrid items={PACK_FACTS} />
      </Section>

      <Section
        id="quotes"
        title="Quotes"
        description="For customized work you receive one or more quotes from vetted experts. Each shows the project title, quote number, scope, deliverables, payment milestones, total, timeline and expiry date."
      >
        <CheckList
          className="max-w-3xl"
          items={[
            'Approve Quote: creates your project and its milestones. You then receive a payment request per milestone.',
            'Request Changes: describe what you would like changed (a note is required). Each request is kept in the revision history.',
            'Reject Quote: closes the quote. Add a note so we can improve a revised offer.',
            'Find all your quotes under Quotes in your dashboard; you can respond only while a quote is sent and not expired.',
          ]}
        />
        <StatusList title="Quote statuses" statuses={QUOTE_STATUSES} />
      </Section>

      <Section
        id="milestones"
        tone="muted"
        title="Milestones and escrow"
        description="Payments are milestone-based. Each milestone has a title, description, amount and due date, and moves through four stages."
      >
        <StepList steps={MILESTONE_STEPS} />
      </Section>

      <Section
        id="qa"
        title="Quality assurance"
        description="Every deliverable passes human QA before it reaches you. QA coverage runs 24/7, so reviews do not wait for office hours."
      >
        <div className="grid gap-8 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>What reviewers check</CardTitle>
            </CardHeader>
            <CardContent>
              <CheckList items={QA_CHECKS} />
            </CardContent>
          </Card>
          <StatusList title="Deliverable statuses" statuses={DELIVERABLE_STATUSES} className="mt-0" />
        </div>
      </Section>

      <Section
        id="api"
        tone="muted"
        title="API overview"
        description="The marketplace runs on a JSON REST API, which Enterprise clients can use to connect briefs, projects and deliverables to their own systems."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Code2 aria-hidden="true" className="size-5 text-brand-600" />
                Basics
              </CardTitle>
            </CardHeader>
            <CardContent>
              <CheckList
                items={[
                  <>
                    Base URL:{' '}
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">https://{SITE_DOMAIN}/api</code>
                  </>,
                  'Requests and responses are JSON; amounts are integers in minor units (pence) with a currency code.',
                  'Authenticated requests use your session; records you cannot access answer 404 Not Found.',
                  'Errors return a status code and a JSON body with a message; public endpoints are rate limited.',
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Reference and access</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4 leading-relaxed text-slate-700">
              <p>
                The full OpenAPI reference, with every endpoint, parameter and response, comes with API access: to
                discuss an integration and receive it, write to <MailLink name="sales" subject="API access" />.
              </p>
            </CardContent>
          </Card>
        </div>
      </Section>
    </>
  );
}
