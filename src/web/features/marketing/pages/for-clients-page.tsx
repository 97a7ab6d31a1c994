import { Check, FileLock2, KeyRound, Lock, Minus, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { Card, CardContent } from '@web/components/ui/card';
import type { TPageMeta } from '@web/components/page-meta';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { LinkButton } from '../components/link-buttons';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatsGrid } from '../components/stats-grid';
import { StepList, type TStep } from '../components/step-list';
import { MARKETING_STATS } from '../site-constants';
import { ConsultationLink } from '@web/components/consultation-link';

export const meta: TPageMeta = {
  description:
    'How clients get outcomes delivered: choose a pack or send a brief, compare quotes and pay by milestone.',
};

const SECURITY: readonly TFeature[] = [
  {
    icon: Users,
    title: 'Role-based permissions',
    description:
      'Clear separation between administrators and users. Experts see only the projects they are invited to.',
  },
  {
    icon: Lock,
    title: 'Row-level access controls',
    description: 'Your briefs, quotes, orders and projects are isolated to your account at the database level.',
  },
  {
    icon: KeyRound,
    title: 'Multi-factor authentication',
    description: 'Optional multi-factor authentication for every account, plus secure, expiring sessions.',
  },
  {
    icon: FileLock2,
    title: 'Encrypted files',
    description:
      'Deliverables and project files are encrypted in transit and at rest, and downloadable only by project participants.',
  },
  {
    icon: ShieldCheck,
    title: 'Escrow payments',
    description:
      'Milestone funds are held in escrow by our payment provider and released only when you approve the work.',
  },
  {
    icon: UserCheck,
    title: 'Vetted, bound by NDA',
    description:
      'Every expert passes identity, skills and reference checks and signs confidentiality terms before seeing a brief.',
  },
];

const QA_PROCESS: readonly TStep[] = [
  {
    title: 'Acceptance criteria',
    description:
      'Before work starts, every deliverable gets written acceptance criteria tied to the success metrics in your proposal.',
  },
  {
    title: 'Expert self-check',
    description:
      'The expert checks the draft against the criteria, with Deputee flagging gaps, inconsistencies and missing sources.',
  },
  {
    title: 'Human QA review',
    description:
      'A QA reviewer independent of the expert approves the deliverable or sends it back with specific revision notes.',
  },
  {
    title: 'Your approval',
    description:
      'You review the QA-approved work and approve it or request a revision. Escrow is released only after you approve.',
  },
];

type TTestimonial = { quote: string; name: string; role: string; company: string };

const TESTIMONIALS: readonly TTestimonial[] = [
  {
    quote:
      'We had a proposal within two hours and a working outbound sequence in under two weeks. The QA notes on each deliverable meant nothing half-finished ever reached my team.',
    name: 'Priya Raman',
    role: 'Head of Revenue Operations',
    company: 'Halden Logistics',
  },
  {
    quote:
      'Our GDPR fast-track came with a clear scope and a fixed price. Paying by milestone, only after we had signed off each piece, made it an easy yes for our finance director.',
    name: 'Tom Whitaker',
    role: 'Chief Operating Officer',
    company: 'Brightwell Dental Group',
  },
  {
    quote:
      'The expert baselined our KPIs and found the two bottlenecks that mattered. The 30-day improvement plan is the first one we have actually finished.',
    name: 'Sofia Marques',
    role: 'Operations Director',
    company: 'Northgate Manufacturing',
  },
];

type TComparisonRow = { feature: string; us: string; agency: string };

const COMPARISON: readonly TComparisonRow[] = [
  { feature: 'Time to proposal', us: 'Within 2 hours', agency: '1-3 weeks of discovery calls' },
  { feature: 'Pricing', us: 'Fixed outcome packs from £3,950', agency: 'Day rates and monthly retainers' },
  {
    feature: 'Payment',
    us: 'Milestone escrow, released on your approval',
    agency: 'Invoiced in advance or monthly',
  },
  { feature: 'Quality assurance', us: 'Mandatory human QA on every deliverable', agency: 'Varies by account team' },
  {
    feature: 'Who does the work',
    us: 'Vetted specialists who have delivered the outcome before',
    agency: 'Often junior staff behind a senior pitch',
  },
  {
    feature: 'If it is not working',
    us: 'Expert replaced at no extra cost with Outcome Assurance',
    agency: 'Renegotiate or terminate the contract',
  },
  { feature: 'Average delivery', us: '7 days', agency: '6-12 weeks' },
];

export default function ForClientsPage() {
  return (
    <>
      <PageHero
        eyebrow="For clients"
        title="Buy the outcome, not the hours"
        documentTitle="For Clients"
        description={
          <p>
            Fixed-scope outcome packs and bespoke briefs delivered by vetted experts working with AI. Every deliverable
            passes human QA, and you pay by milestone only after you approve the work.
          </p>
        }
        actions={
          <>
            <LinkButton to="/catalog">Browse Packs</LinkButton>
            <ConsultationLink variant="outline" size="lg">
              Book Demo
            </ConsultationLink>
          </>
        }
      >
        <StatsGrid items={MARKETING_STATS} />
      </PageHero>

      <Section
        id="security"
        eyebrow="Security"
        title="Enterprise-grade security from day one"
        description="Your briefs and project files are commercially sensitive. We protect them with the same controls larger firms expect."
      >
        <FeatureGrid items={SECURITY} />
      </Section>

      <Section
        id="qa-process"
        tone="muted"
        eyebrow="Quality assurance"
        title="A 4-step QA process on every deliverable"
        description="AI makes experts faster. People make sure the work is right. Nothing reaches you until a human reviewer has approved it."
      >
        <StepList steps={QA_PROCESS} />
      </Section>

      <Section id="testimonials" eyebrow="Testimonials" title="What clients say">
        <ul className="grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className="flex">
              <Card className="w-full">
                <CardContent className="pt-6">
                  <figure className="flex h-full flex-col">
                    <blockquote className="flex-1 leading-relaxed text-slate-700">
                      <p>“{testimonial.quote}”</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
                      >
                        {testimonial.name
                          .split(' ')
                          .map((part) => part.charAt(0))
                          .join('')}
                      </span>
                      <span>
                        <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                        <span className="block text-sm text-slate-600">
                          {testimonial.role}, {testimonial.company}
                        </span>
                      </span>
                    </figcaption>
                  </figure>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="comparison" tone="muted" eyebrow="Comparison" title="How we compare with a traditional agency">
        <div
          role="region"
          aria-label="Comparison table (scrolls horizontally on small screens)"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Outcome marketplace compared with a traditional agency</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-5 py-4 font-semibold">
                  What matters
                </th>
                <th scope="col" className="px-5 py-4 font-semibold text-brand-700">
                  Our marketplace
                </th>
                <th scope="col" className="px-5 py-4 font-semibold">
                  Traditional agency
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {COMPARISON.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-5 py-4 font-medium text-slate-900">
                    {row.feature}
                  </th>
                  <td className="px-5 py-4 text-slate-700">
                    <span className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                      {row.us}
                    </span>
                  </td>
                  <td className="px-5 py-4 text-slate-600">
                    <span className="flex gap-2">
                      <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                      {row.agency}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <CtaBand
        id="clients-cta"
        title="Start with a fixed-price outcome"
        description="Pick a starter pack and see results in days, or talk to us about a bespoke engagement."
        actions={
          <>
            <LinkButton to="/catalog" variant="secondary">
              Browse Starter Packs
            </LinkButton>
            <ConsultationLink variant="outline" size="lg">
              Book Consultation
            </ConsultationLink>
          </>
        }
      />
    </>
  );
}
