import { Briefcase, Crown, UserCog, Users } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { TPageMeta } from '@web/components/page-meta';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { BookingLinkButton, LinkButton } from '../components/link-buttons';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { AGENCY_LEAD_EXPERIENCE } from '../site-constants';

export const meta: TPageMeta = {
  description: 'Bring your agency to Outcome Marketplace: manage members, quote as a team and deliver outcomes.',
};

/** "Create Agency" goes to /auth (spec) and, once signed in, on to the agency page where the agency is created. */
const CREATE_AGENCY_PATH = '/auth?next=%2Fagency';

const DASHBOARD_STATS = [
  { label: 'Active projects', value: '6' },
  { label: 'Experts on roster', value: '14' },
  { label: 'QA first-pass rate', value: '92%' },
  { label: 'Paid out this month', value: '£38,400' },
] as const;

const DASHBOARD_PROJECTS = [
  { title: 'Outbound campaign setup', client: 'Halden Logistics', split: '35 / 45 / 20', status: 'In QA' },
  { title: 'KPI baseline and 30-day plan', client: 'Northgate Manufacturing', split: '30 / 50 / 20', status: 'Active' },
  { title: 'GDPR fast-track', client: 'Brightwell Dental Group', split: '40 / 60 / -', status: 'Awaiting approval' },
] as const;

const ROLES: readonly TFeature[] = [
  {
    icon: Crown,
    title: 'Owner: 30-50%',
    description:
      'Runs the agency: wins and scopes work, owns the client relationship, manages the roster and is accountable for delivery.',
  },
  {
    icon: UserCog,
    title: 'Lead expert: 40-60%',
    description:
      'Leads delivery on a project: plans milestones, does the core expert work and signs off deliverables before they go to QA.',
  },
  {
    icon: Users,
    title: 'Supporting expert: 20-30%',
    description:
      'Delivers defined parts of the scope under the lead expert, such as research, build-out or documentation.',
  },
];

type TAgencyModel = {
  id: string;
  name: string;
  summary: string;
  bestFor: string;
  points: readonly string[];
};

const MODELS: readonly TAgencyModel[] = [
  {
    id: 'boutique',
    name: 'Specialist boutique',
    summary: 'A small, established team that goes deep on one outcome area, such as compliance or revenue operations.',
    bestFor: 'Agencies of 3-10 people with a recognised specialism.',
    points: [
      'Listed as a team on matching outcome packs',
      'Same people on every engagement, so clients get consistency',
      'Fixed payout splits agreed once and reused per project',
    ],
  },
  {
    id: 'collective',
    name: 'Expert collective',
    summary: 'A network of independent experts who team up under one lead for larger, multi-skill engagements.',
    bestFor: 'Senior freelancers who already collaborate and want to take on Scale-tier work.',
    points: [
      'Build the team per project from your roster',
      'Custom payout split set for each project',
      'One shared dashboard for projects, QA status and payouts',
    ],
  },
  {
    id: 'pod',
    name: 'Managed delivery pod',
    summary: 'A dedicated pod that runs ongoing or multi-workstream engagements for Enterprise clients.',
    bestFor: 'Agencies with a project manager and capacity for engagements of 6+ weeks.',
    points: [
      'Named lead expert and project manager per client',
      'Milestone plans and invoicing aligned to the client’s procurement',
      'Quarterly outcome reviews with the client’s leadership',
    ],
  },
];

function AgencyDashboardExample() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 bg-slate-50 px-5 py-3">
        <span className="font-semibold text-slate-900">Meridian Growth Partners</span>
        <Badge variant="secondary">Example</Badge>
      </div>
      <div className="space-y-6 p-5">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {DASHBOARD_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-lg border border-slate-200 p-4">
              <dt className="text-xs text-slate-600">{stat.label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div
          role="region"
          aria-label="Example projects (scrolls horizontally on small screens)"
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Example agency projects with payout splits</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Project
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Client
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Split (owner / lead / support, %)
                </th>
                <th scope="col" className="py-2 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {DASHBOARD_PROJECTS.map((project) => (
                <tr key={project.title}>
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    {project.title}
                  </th>
                  <td className="py-3 pr-4 text-slate-700">{project.client}</td>
                  <td className="py-3 pr-4 text-slate-700">{project.split}</td>
                  <td className="py-3">
                    <Badge variant={project.status === 'Active' ? 'success' : 'warning'}>{project.status}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <figcaption className="border-t border-slate-200 bg-slate-50 px-5 py-3 text-sm text-slate-600">
        Illustrative example of the shared agency dashboard. Names and figures are not real data.
      </figcaption>
    </figure>
  );
}

export default function ForAgenciesPage() {
  return (
    <>
      <PageHero
        eyebrow="For agencies"
        title="Grow your agency on outcomes, not timesheets"
        documentTitle="For Agencies"
        description={
          <p>
            Build a roster of vetted experts, set custom payout splits for every project and run delivery from one
            shared dashboard. We bring qualified demand, human QA and escrow-backed payments; you bring the team.
          </p>
        }
        actions={
          <>
            <LinkButton to={CREATE_AGENCY_PATH}>Create Agency</LinkButton>
            <BookingLinkButton variant="outline">Schedule a Demo</BookingLinkButton>
          </>
        }
      />

      <Section
        id="dashboard"
        eyebrow="Agency dashboard"
        title="Your roster, projects and payouts in one place"
        description="Every member sees the projects they work on; owners see the whole agency: pipeline, QA status and payouts by project."
      >
        <AgencyDashboardExample />
      </Section>

      <Section
        id="payout-splits"
        tone="muted"
        eyebrow="Payout splits"
        title="Clear roles, fair splits"
        description="Set the split for each project within these ranges. Payouts are made automatically when the client approves a milestone."
      >
        <FeatureGrid items={ROLES} />
        <Card className="mt-8 border-brand-200 bg-brand-50">
          <CardHeader className="flex-row items-start gap-3">
            <Briefcase aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <div>
              <CardTitle className="text-base">Requirement for agency leads</CardTitle>
              <CardDescription className="mt-1 text-base text-slate-700">
                {AGENCY_LEAD_EXPERIENCE} required for agency leads, in addition to our standard expert vetting.
              </CardDescription>
            </div>
          </CardHeader>
        </Card>
      </Section>

      <Section
        id="agency-models"
        eyebrow="Agency models"
        title="Choose the model that fits your team"
        description="Start with one model and change as you grow; your roster and history come with you."
      >
        <Tabs defaultValue={MODELS[0]?.id}>
          <TabsList aria-label="Agency models">
            {MODELS.map((model) => (
              <TabsTrigger key={model.id} value={model.id}>
                {model.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {MODELS.map((model) => (
            <TabsContent key={model.id} value={model.id}>
              <Card>
                <CardHeader>
                  <CardTitle>{model.name}</CardTitle>
                  <CardDescription className="text-base">{model.summary}</CardDescription>
                </CardHeader>
                <CardContent className="space-y-4">
                  <p className="text-slate-700">
                    <span className="font-semibold text-slate-900">Best for: </span>
                    {model.bestFor}
                  </p>
                  <CheckList items={model.points} />
                </CardContent>
              </Card>
            </TabsContent>
          ))}
        </Tabs>
      </Section>

      <CtaBand
        id="agencies-cta"
        title="Bring your team to the marketplace"
        description="Create your agency profile in minutes, or book a demo and we will walk you through the dashboard."
        actions={
          <>
            <LinkButton to={CREATE_AGENCY_PATH} variant="secondary">
              Create Agency
            </LinkButton>
            <BookingLinkButton variant="outline">Schedule a Demo</BookingLinkButton>
          </>
        }
      />
    </>
  );
}
