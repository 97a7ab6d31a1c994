import { Clock, HeartHandshake, Laptop, MapPin, Scale, ShieldCheck, Sparkles, Target } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import type { TPageMeta } from '@web/components/page-meta';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { MailLink } from '../components/mail-link';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StepList, type TStep } from '../components/step-list';
import { mailbox } from '../site-constants';

export const meta: TPageMeta = { description: 'Work with us: open roles at Outcome Marketplace.' };

type TRole = {
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
};

const OPEN_ROLES: readonly TRole[] = [
  {
    title: 'Senior Full-Stack Engineer (TypeScript)',
    team: 'Engineering',
    location: 'Remote (UK)',
    type: 'Full-time',
    summary:
      'Build the brief builder, project workspace and escrow flows end to end with React, Node.js and PostgreSQL.',
  },
  {
    title: 'Machine Learning Engineer, Deputee',
    team: 'Engineering',
    location: 'London or remote (UK)',
    type: 'Full-time',
    summary:
      'Improve how Deputee interprets briefs, drafts proposals and pre-checks deliverables, with rigorous evaluation.',
  },
  {
    title: 'QA Lead, Human Review',
    team: 'Delivery',
    location: 'Remote (UK or EU)',
    type: 'Full-time',
    summary:
      'Lead the reviewers who check every deliverable and proposal, and set the standards our QA process is measured by.',
  },
  {
    title: 'Curator, Sales and Revenue Operations',
    team: 'Marketplace',
    location: 'London (hybrid)',
    type: 'Full-time',
    summary:
      'Scope client goals into outcome packs and briefs, and vet and match experts in sales acceleration and CRM.',
  },
  {
    title: 'Expert Success Manager',
    team: 'Marketplace',
    location: 'Remote (UK)',
    type: 'Full-time',
    summary:
      'Onboard new experts and agencies, help them win and deliver great engagements, and act on their feedback.',
  },
  {
    title: 'Product Designer',
    team: 'Product',
    location: 'Remote (UK or EU)',
    type: 'Contract, 6 months',
    summary: 'Design accessible, calm interfaces for clients, experts and admins across web and email.',
  },
];

const VALUES: readonly TFeature[] = [
  {
    icon: Target,
    title: 'Outcomes over activity',
    description: 'We judge work by its results for clients and experts, not by hours online or meetings attended.',
  },
  {
    icon: ShieldCheck,
    title: 'Own the quality',
    description: 'Whoever ships it owns it. We review each other’s work the way our QA team reviews deliverables.',
  },
  {
    icon: Sparkles,
    title: 'Use AI where it helps',
    description: 'We use Deputee and other tools every day, and we are honest about where people still do it better.',
  },
  {
    icon: HeartHandshake,
    title: 'Kind and direct',
    description: 'Clear feedback, given with care. Disagree openly, then commit together.',
  },
  {
    icon: Laptop,
    title: 'Remote by design',
    description: 'Written-first communication, core hours of 10:00-16:00 UK time and one in-person week each quarter.',
  },
  {
    icon: Scale,
    title: 'Fair pay, openly',
    description: 'Published salary bands for every role, 28 days’ holiday plus bank holidays, and a learning budget.',
  },
];

const HOW_TO_APPLY: readonly TStep[] = [
  {
    title: 'E-mail us',
    description: `Send your CV or LinkedIn profile to ${mailbox('careers')} with the role title in the subject line.`,
  },
  {
    title: 'Tell us why',
    description: 'Add a few lines on why the role interests you and one piece of work you are proud of.',
  },
  {
    title: 'Meet the team',
    description: 'A 30-minute intro call, then a practical exercise or work sample discussion, paid for longer tasks.',
  },
  {
    title: 'Decision',
    description: 'A final conversation with the hiring manager and a decision within 10 business days of applying.',
  },
];

export default function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help businesses buy outcomes, not hours"
        documentTitle="Careers"
        description={
          <p>
            We are a small, remote-first team building a marketplace where vetted experts and AI deliver measurable
            results, with humans accountable for quality. Join us.
          </p>
        }
      />

      <Section id="open-roles" title="Open roles" description={`${OPEN_ROLES.length} positions currently open.`}>
        <ul className="grid gap-6 md:grid-cols-2">
          {OPEN_ROLES.map((role) => (
            <li key={role.title} className="flex">
              <Card className="flex w-full flex-col">
                <CardHeader>
                  <Badge variant="secondary" className="self-start">
                    {role.team}
                  </Badge>
                  <CardTitle className="mt-2">{role.title}</CardTitle>
                  <CardDescription className="text-base">{role.summary}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <MapPin aria-hidden="true" className="size-4" />
                        <span className="sr-only">Location</span>
                      </dt>
                      <dd>{role.location}</dd>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <Clock aria-hidden="true" className="size-4" />
                        <span className="sr-only">Contract</span>
                      </dt>
                      <dd>{role.type}</dd>
                    </div>
                  </dl>
                </CardContent>
                <CardFooter>
                  <MailLink name="careers" subject={`Application: ${role.title}`}>
                    Apply by e-mail<span className="sr-only"> for {role.title}</span>
                  </MailLink>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="values" tone="muted" title="How we work">
        <FeatureGrid items={VALUES} />
      </Section>

      <Section
        id="how-to-apply"
        title="How to apply"
        description={
          <p>
            Apply by e-mail to <MailLink name="careers" />. No cover-letter essays and no unpaid take-home projects. Do
            not see the right role? Send us a note anyway; we read every message.
          </p>
        }
      >
        <StepList steps={HOW_TO_APPLY} />
      </Section>
    </>
  );
}
