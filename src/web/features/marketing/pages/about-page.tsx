import { Eye, Handshake, Scale, ShieldCheck, Sparkles, Target } from 'lucide-react';
import type { TPageMeta } from '@web/components/page-meta';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { BookingLinkButton, LinkButton } from '../components/link-buttons';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatsGrid } from '../components/stats-grid';
import { StepList, type TStep } from '../components/step-list';
import { MARKETING_STATS } from '../site-constants';

export const meta: TPageMeta = {
  description:
    'Who we are: a marketplace where vetted experts deliver business outcomes with AI assistance, human QA and milestone escrow.',
};

const HOW_IT_WORKS: readonly TStep[] = [
  {
    title: 'Describe the outcome',
    description:
      'Pick a fixed-scope outcome pack or describe your goal in the brief builder. Deputee interprets your answers as you type.',
  },
  {
    title: 'Get a validated proposal',
    description:
      'Within 2 hours you receive a proposal with roles, milestones, timeline and budget, checked by a human reviewer.',
  },
  {
    title: 'Work with vetted experts',
    description:
      'We match you with experts who have delivered the same outcome before. They work with Deputee to move faster.',
  },
  {
    title: 'Approve, then pay',
    description: 'Every deliverable passes human QA. Milestone funds stay in escrow until you approve the work.',
  },
];

const VALUES: readonly TFeature[] = [
  {
    icon: Target,
    title: 'Outcomes over hours',
    description:
      'We sell results with a scope, a timeline and success metrics, not open-ended time. If it cannot be measured, we help you define it first.',
  },
  {
    icon: ShieldCheck,
    title: 'Humans own quality',
    description:
      'AI speeds up the work; people are accountable for it. No deliverable reaches a client without a human QA review.',
  },
  {
    icon: Eye,
    title: 'Radical transparency',
    description:
      'Clear prices, visible milestones and honest status updates. When something slips, we say so early and say what we are doing about it.',
  },
  {
    icon: Handshake,
    title: 'Fair to experts',
    description:
      'Experts set their rates, keep their know-how and get paid promptly when work is approved. Good experts stay when the deal is fair.',
  },
  {
    icon: Sparkles,
    title: 'Useful AI, not hype',
    description:
      'Deputee handles research, drafting and checks so experts can spend their time on judgement. We measure it by time saved, not features shipped.',
  },
  {
    icon: Scale,
    title: 'Privacy by default',
    description:
      'Client data is used only for the client’s project. We collect what we need, keep it safe and delete it when we no longer need it.',
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Expert outcomes, without the consulting overhead"
        documentTitle="About"
        description={
          <p>
            We started the marketplace because growing businesses were stuck choosing between slow, expensive agencies
            and unvetted freelancers. We built a third option: fixed outcomes, delivered by vetted experts working with
            AI, with every deliverable checked by a human before it reaches you.
          </p>
        }
        actions={
          <>
            <LinkButton to="/brief-builder">Start a Bespoke Brief</LinkButton>
            <LinkButton to="/catalog" variant="outline">
              Browse Outcome Catalog
            </LinkButton>
          </>
        }
      >
        <StatsGrid items={MARKETING_STATS} />
      </PageHero>

      <Section
        id="mission"
        eyebrow="Our mission"
        title="Revenue up, waste down"
        description={
          <>
            <p>
              Our mission is to help businesses accelerate performance by buying the outcome they need, not the hours it
              takes. We focus on three areas where expert help pays back fastest: sales acceleration, continuous
              improvement and compliance.
            </p>
            <p className="mt-4">
              Each engagement pairs a vetted human expert with Deputee, our AI assistant, and wraps the work in human
              quality assurance and milestone escrow. Clients get predictable results; experts get well-scoped work and
              reliable pay.
            </p>
          </>
        }
      />

      <Section
        id="how-it-works"
        tone="muted"
        eyebrow="How it works"
        title="From goal to approved outcome in four steps"
      >
        <StepList steps={HOW_IT_WORKS} />
      </Section>

      <Section
        id="values"
        eyebrow="Team values"
        title="What we stand for"
        description="A small team of operators, engineers and former consultants, working remotely across the UK and Europe. These values guide how we build the product and how we treat clients and experts."
      >
        <FeatureGrid items={VALUES} />
      </Section>

      <CtaBand
        id="about-cta"
        title="Have a goal in mind?"
        description="Tell us what you want to achieve and receive a QA-validated proposal within 2 hours."
        actions={
          <>
            <LinkButton to="/brief-builder" variant="secondary">
              Start a Bespoke Brief
            </LinkButton>
            <BookingLinkButton variant="outline">Talk to a curator</BookingLinkButton>
          </>
        }
      />
    </>
  );
}
