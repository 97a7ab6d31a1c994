import { ClipboardCheck, FileSearch, FileText, ListChecks, MessagesSquare, Timer } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { TPageMeta } from '@web/components/page-meta';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { LinkButton } from '../components/link-buttons';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatsGrid, type TStat } from '../components/stats-grid';
import { StepList, type TStep } from '../components/step-list';
import { EXPERT_ACCEPTANCE_RATE } from '../site-constants';

export const meta: TPageMeta = {
  description:
    'Join our vetted expert network: get matched to projects, quote on your terms and get paid by milestone.',
};

/** The application: /auth signs people in (or lets them through when they are) and sends them on to the form. */
const APPLY_LINK = `/auth?next=${encodeURIComponent('/expert/apply')}`;

const EXPERT_STATS: readonly TStat[] = [
  { value: EXPERT_ACCEPTANCE_RATE, label: 'acceptance rate' },
  { value: '2 hours', label: 'from brief to QA-validated proposal' },
  { value: '24/7', label: 'QA coverage' },
  { value: '100%', label: 'of milestones funded in escrow before work starts' },
];

const DEPUTEE: readonly TFeature[] = [
  {
    icon: FileSearch,
    title: 'Research and discovery',
    description:
      'Summarises the client’s brief, industry and existing materials so you start with context instead of a blank page.',
  },
  {
    icon: FileText,
    title: 'First drafts',
    description:
      'Drafts outreach sequences, policy templates, process maps and reports in your structure, ready for your expert judgement.',
  },
  {
    icon: ClipboardCheck,
    title: 'QA pre-checks',
    description:
      'Checks each deliverable against its acceptance criteria before it goes to human QA, so fewer revisions come back.',
  },
  {
    icon: MessagesSquare,
    title: 'Meeting notes and actions',
    description: 'Turns client calls into decisions, action items and insights in the project workspace.',
  },
  {
    icon: ListChecks,
    title: 'Scope tracking',
    description:
      'Flags requests that fall outside the agreed milestones, so scope changes become quote revisions, not unpaid work.',
  },
  {
    icon: Timer,
    title: 'Status updates',
    description: 'Prepares weekly progress summaries from your deliverables and milestones for you to review and send.',
  },
];

const REQUIREMENTS: readonly string[] = [
  'At least 5 years of hands-on experience in your specialism (sales operations, process improvement, compliance, data or similar).',
  'Two or more case studies with measurable results you personally delivered, such as pipeline generated, hours saved or audits passed.',
  'Two professional references from clients or managers in the last three years.',
  'Availability of at least 10 hours a week, with reliable overlap with UK business hours.',
  'Fluent written and spoken English, and the ability to explain your work to non-specialists.',
  'A registered business or self-employed status, and the right to work where you are based.',
  'Willingness to work with AI tools and to have every deliverable reviewed by human QA.',
];

const PROCESS: readonly TStep[] = [
  {
    title: 'Application review',
    description: 'Our curators review your profile, case studies and references, usually within five business days.',
  },
  {
    title: 'Skills assessment',
    description:
      'A paid, two-hour practical task based on a real outcome pack in your specialism, reviewed by senior experts.',
  },
  {
    title: 'Client interview',
    description:
      'A 45-minute mock client session with a curator: scoping, handling constraints and explaining trade-offs.',
  },
  {
    title: 'Onboarding',
    description: 'Set up payouts, learn the project workspace and Deputee, and get matched with your first engagement.',
  },
];

export default function ForFreelancersPage() {
  return (
    <>
      <PageHero
        eyebrow="For freelancers"
        title="Do your best work. Let Deputee handle the rest."
        documentTitle="For Freelancers"
        description={
          <p>
            Join a selective network of independent experts delivering well-scoped outcomes for growing businesses. Our
            AI assistant takes on research, drafting and checks, clients fund every milestone up front, and you are paid
            as soon as the work is approved.
          </p>
        }
        actions={
          <>
            <LinkButton to={APPLY_LINK}>Apply to Join</LinkButton>
            <LinkButton to="/auth" variant="outline">
              Learn More
            </LinkButton>
          </>
        }
      >
        <StatsGrid items={EXPERT_STATS} />
      </PageHero>

      <Section
        id="deputee"
        eyebrow="Your AI helper"
        title="What Deputee does for you"
        description="Deputee works inside every project workspace. It prepares, drafts and checks; you decide, refine and sign off."
      >
        <FeatureGrid items={DEPUTEE} />
      </Section>

      <Section
        id="requirements"
        tone="muted"
        eyebrow="Application requirements"
        title={`A selective network: acceptance rate ${EXPERT_ACCEPTANCE_RATE}`}
        description="Clients rely on us to match them with people who have delivered the outcome before. That is why we accept fewer than 1 in 20 applicants."
      >
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>What we look for</CardTitle>
          </CardHeader>
          <CardContent>
            <CheckList items={REQUIREMENTS} />
          </CardContent>
        </Card>
      </Section>

      <Section
        id="process"
        eyebrow="How to join"
        title="A 4-step application process"
        description="Most applicants complete all four steps within three weeks."
      >
        <StepList steps={PROCESS} />
      </Section>

      <CtaBand
        id="freelancers-cta"
        title="Ready to apply?"
        description="Start your application in about 15 minutes, or join a short info call to ask us anything first."
        actions={
          <>
            <LinkButton to={APPLY_LINK} variant="secondary">
              Start Application
            </LinkButton>
            <LinkButton to="/auth" variant="outline">
              Schedule Info Call
            </LinkButton>
          </>
        }
      />
    </>
  );
}
