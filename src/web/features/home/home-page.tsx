import { ArrowRight, BadgeCheck, Bot, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useBookingUrl } from '@web/lib/public-config';
import type { TPageMeta } from '@web/components/page-meta';
import { CapabilitySection } from './components/capability-section';
import { OrganizationJsonLd } from './components/organization-json-ld';
import { WhatHappensNext } from './components/what-happens-next';

export const meta: TPageMeta = {
  title: 'Vetted experts, AI assistance, human QA',
  description:
    'Outcome packs and bespoke briefs delivered by vetted experts with AI assistance, human QA on every deliverable and milestone escrow.',
};

const PILLARS = [
  { title: 'Sales Acceleration', items: ['Lead generation', 'Outbound campaign setup', 'CRM integration'] },
  { title: 'Continuous Improvement', items: ['KPI baseline', 'Bottleneck identification', '30-day improvement plans'] },
  { title: 'Compliance', items: ['GDPR fast-track', 'HR policy templates', 'Privacy compliance'] },
];

const STATS = [
  { value: '500+', label: 'projects delivered' },
  { value: '98%', label: 'client satisfaction' },
  { value: '7 days', label: 'average delivery' },
  { value: '24/7', label: 'QA coverage' },
];

const HOW_IT_WORKS = [
  {
    icon: BadgeCheck,
    title: 'Vetted Experts',
    text: 'Fewer than 5% of applicants are accepted. Every expert is skills-tested and interviewed before their first project.',
  },
  {
    icon: ShieldCheck,
    title: 'Human QA',
    text: 'Every deliverable is checked by a human reviewer before you see it. Nothing reaches you unreviewed.',
  },
  {
    icon: Bot,
    title: 'AI Deputees',
    text: 'Our AI assistant, Deputee, handles research, drafting and monitoring so experts spend their hours on judgement.',
  },
];

export default function HomePage() {
  const bookingUrl = useBookingUrl();
  return (
    <>
      <OrganizationJsonLd />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Revenue up, waste down — accelerate performance without consulting overhead
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Buy a fixed-scope outcome pack or describe bespoke work in a brief. Vetted experts, helped by AI, deliver
            it; every deliverable passes human QA; you pay by milestone from escrow.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/brief-builder">Start a Bespoke Brief</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
                Talk to a curator
              </a>
            </Button>
          </div>
          <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt className="sr-only">{stat.label}</dt>
                <dd className="text-2xl font-bold text-brand-700">{stat.value}</dd>
                <dd className="text-sm text-slate-600">{stat.label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="how-heading">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="how-heading" className="text-center text-3xl font-bold">
            How It Works
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {HOW_IT_WORKS.map(({ icon: Icon, title, text }) => (
              <Card key={title}>
                <CardHeader>
                  <Icon className="size-8 text-brand-600" aria-hidden />
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-slate-600">{text}</CardContent>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <CapabilitySection />

      <section aria-labelledby="packs-heading">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="packs-heading" className="text-center text-3xl font-bold">
            Outcome Packs
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            Fixed-scope packs with a clear starting price across three ways to move your numbers.
          </p>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {PILLARS.map((pillar) => (
              <Card key={pillar.title}>
                <CardHeader>
                  <CardTitle>{pillar.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
                    {pillar.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ))}
          </div>
          <div className="mt-8 text-center">
            <Button size="lg" asChild>
              <Link to="/catalog">
                Browse Outcome Catalog
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <WhatHappensNext bookingUrl={bookingUrl} />

      <section className="bg-brand-900 text-white" aria-labelledby="closing-heading">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="closing-heading" className="text-3xl font-bold">
            Ready to move your numbers?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            Describe your goal and get a QA-validated proposal, or start today with a fixed-scope pack.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" className="bg-white text-brand-900 hover:bg-brand-50" asChild>
              <Link to="/brief-builder">Start a Bespoke Brief</Link>
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-white/60 bg-transparent text-white hover:bg-white/10"
              asChild
            >
              <Link to="/catalog">Browse Outcome Catalog</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
