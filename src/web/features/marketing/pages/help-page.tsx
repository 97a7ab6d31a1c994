import { ArrowRight, BookOpen, CircleHelp, LifeBuoy, Mail, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import type { TPageMeta } from '@web/components/page-meta';
import { BookingLinkButton, LinkButton } from '../components/link-buttons';
import { CtaBand } from '../components/cta-band';
import { IconBadge } from '../components/icon-badge';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { CONTACT_HOURS } from '../site-constants';

export const meta: TPageMeta = {
  description: 'Answers and guides for clients, experts and agencies using Outcome Marketplace.',
};

type TTopic = {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  examples: readonly string[];
};

const TOPICS: readonly TTopic[] = [
  {
    to: '/faq',
    icon: CircleHelp,
    title: 'Frequently asked questions',
    description: 'Quick answers for clients, experts and payments.',
    examples: ['How fast will I get a proposal?', 'How does escrow work?', 'How are experts vetted?'],
  },
  {
    to: '/documentation',
    icon: BookOpen,
    title: 'Documentation',
    description: 'Step-by-step guides to briefs, outcome packs, quotes, milestones, QA and our API.',
    examples: ['Writing a brief', 'Reviewing a quote', 'Approving deliverables'],
  },
  {
    to: '/support',
    icon: LifeBuoy,
    title: 'Support',
    description: 'Support channels, response times and how we handle urgent issues.',
    examples: ['Response times by priority', 'Reporting an urgent issue', 'Payment problems'],
  },
  {
    to: '/contact',
    icon: Mail,
    title: 'Contact us',
    description: 'Reach our general, sales, support or partnerships team by e-mail.',
    examples: ['Sales and Enterprise', 'Partnerships', `Hours: ${CONTACT_HOURS}`],
  },
];

const POPULAR: readonly { label: string; to: string }[] = [
  { label: 'How do I start a bespoke brief?', to: '/documentation#briefs' },
  { label: 'What is included in an outcome pack?', to: '/documentation#outcome-packs' },
  { label: 'How do I approve, reject or request changes to a quote?', to: '/documentation#quotes' },
  { label: 'When is money released from escrow?', to: '/documentation#milestones' },
  { label: 'What does human QA check?', to: '/documentation#qa' },
  { label: 'Which tier is right for me?', to: '/pricing' },
];

export default function HelpPage() {
  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="How can we help?"
        documentTitle="Help Center"
        description={
          <p>
            Find answers, read the guides or reach our team. Most questions are answered in the FAQ in under a minute.
          </p>
        }
      />

      <Section id="topics" title="Browse help topics">
        <ul className="grid gap-6 sm:grid-cols-2">
          {TOPICS.map(({ to, icon, title, description, examples }) => (
            <li key={to} className="flex">
              <Card className="group relative w-full transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
                <CardHeader>
                  <IconBadge icon={icon} />
                  <CardTitle>
                    <Link
                      to={to}
                      className="flex items-center gap-2 text-slate-900 outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700"
                    >
                      {title}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                      />
                    </Link>
                  </CardTitle>
                  <CardDescription className="text-base">{description}</CardDescription>
                  <ul className="mt-3 space-y-1 text-sm text-slate-600">
                    {examples.map((example) => (
                      <li key={example} className="before:mr-2 before:text-brand-600 before:content-['•']">
                        {example}
                      </li>
                    ))}
                  </ul>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="popular" tone="muted" title="Popular articles">
        <ul className="grid gap-3 md:grid-cols-2">
          {POPULAR.map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 hover:border-brand-200 hover:text-brand-700"
              >
                {item.label}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="help-cta"
        title="Still need help?"
        description="Our support team replies within 24 hours on business days. For scoping questions, a curator can talk it through with you."
        actions={
          <>
            <LinkButton to="/support" variant="secondary">
              Contact Support
            </LinkButton>
            <BookingLinkButton variant="outline">Talk to a curator</BookingLinkButton>
          </>
        }
      />
    </>
  );
}
