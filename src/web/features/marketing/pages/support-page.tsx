import { BookOpen, LifeBuoy, Mail, UserCog } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { TPageMeta } from '@web/components/page-meta';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { BookingLinkButton, LinkButton } from '../components/link-buttons';
import { MailLink } from '../components/mail-link';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StepList, type TStep } from '../components/step-list';
import { TextLink } from '../components/text-link';
import { CONTACT_HOURS, CONTACT_REPLY_PROMISE, CONTACT_WEEKEND_NOTE } from '../site-constants';

export const meta: TPageMeta = { description: 'Get help from our support team.' };

const CHANNELS: readonly TFeature[] = [
  {
    icon: UserCog,
    title: 'Your project manager',
    description:
      'The fastest route for anything about an active project, and the first contact for urgent issues. Their name is in your project workspace.',
  },
  {
    icon: Mail,
    title: 'E-mail support',
    description: (
      <>
        Account, brief, quote and payment questions: <MailLink name="support" />. {CONTACT_REPLY_PROMISE}.
      </>
    ),
  },
  {
    icon: BookOpen,
    title: 'Guides and FAQ',
    description: (
      <>
        Self-serve answers in the <TextLink to="/documentation">documentation</TextLink> and{' '}
        <TextLink to="/faq">FAQ</TextLink>, available at any time.
      </>
    ),
  },
  {
    icon: LifeBuoy,
    title: 'Curator call',
    description: 'Not sure how to scope a brief or which tier fits? Book a short call with a curator.',
    action: (
      <BookingLinkButton variant="outline" size="sm">
        Talk to a curator
      </BookingLinkButton>
    ),
  },
];

type TSlaRow = {
  priority: string;
  variant: 'destructive' | 'warning' | 'secondary' | 'outline';
  examples: string;
  firstResponse: string;
  updates: string;
};

const SLA: readonly TSlaRow[] = [
  {
    priority: 'Urgent',
    variant: 'destructive',
    examples: 'Project blocked, a deadline at risk, a suspected security issue or a payment taken in error',
    firstResponse: 'Within 1 hour, including outside office hours, via your project manager',
    updates: 'Every 2 hours until resolved',
  },
  {
    priority: 'High',
    variant: 'warning',
    examples: 'A deliverable or milestone problem affecting progress, or you cannot sign in',
    firstResponse: 'Within 4 business hours',
    updates: 'Every business day',
  },
  {
    priority: 'Normal',
    variant: 'secondary',
    examples: 'Questions about briefs, quotes, invoices or how something works',
    firstResponse: 'Within 24 hours on business days',
    updates: 'When there is news',
  },
  {
    priority: 'Low',
    variant: 'outline',
    examples: 'Feature requests and general feedback',
    firstResponse: 'Within 2 business days',
    updates: 'When there is news',
  },
];

const URGENT_STATUSES: readonly TStep[] = [
  {
    title: 'Acknowledged',
    description: 'Your project manager confirms receipt, sets the priority and tells you who is handling the issue.',
  },
  {
    title: 'Investigating',
    description: 'We find the cause with the expert and QA team. You receive an update at least every 2 hours.',
  },
  {
    title: 'Mitigated',
    description:
      'The immediate impact is contained, for example a replacement expert assigned or a deadline re-planned.',
  },
  {
    title: 'Resolved',
    description:
      'The issue is fixed and confirmed with you. For serious issues you receive a written summary within 5 business days.',
  },
];

export default function SupportPage() {
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="We are here when you need us"
        documentTitle="Support"
        description={
          <p>
            Our support team is available {CONTACT_HOURS} and {CONTACT_WEEKEND_NOTE.toLowerCase()}. Urgent issues go to
            your project manager at any time, and QA coverage runs 24/7.
          </p>
        }
        actions={
          <>
            <LinkButton to="/contact">Contact Us</LinkButton>
            <BookingLinkButton variant="outline">Talk to a curator</BookingLinkButton>
          </>
        }
      />

      <Section id="channels" title="Support channels">
        <FeatureGrid items={CHANNELS} columns={4} />
      </Section>

      <Section
        id="sla"
        tone="muted"
        title="Response times"
        description="We set the priority from your description and adjust it if the impact changes. Business hours are Monday to Friday, 9:00-18:00 GMT."
      >
        <div
          role="region"
          aria-label="Response times table (scrolls horizontally on small screens)"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Support response times by priority</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-5 py-4 font-semibold">
                  Priority
                </th>
                <th scope="col" className="px-5 py-4 font-semibold">
                  Examples
                </th>
                <th scope="col" className="px-5 py-4 font-semibold">
                  First response
                </th>
                <th scope="col" className="px-5 py-4 font-semibold">
                  Status updates
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {SLA.map((row) => (
                <tr key={row.priority}>
                  <th scope="row" className="px-5 py-4">
                    <Badge variant={row.variant}>{row.priority}</Badge>
                  </th>
                  <td className="px-5 py-4 text-slate-700">{row.examples}</td>
                  <td className="px-5 py-4 font-medium text-slate-900">{row.firstResponse}</td>
                  <td className="px-5 py-4 text-slate-700">{row.updates}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="urgent-issues"
        title="How urgent issues are handled"
        description="Every urgent issue moves through the same four statuses, and your project manager keeps you informed at each one."
      >
        <StepList steps={URGENT_STATUSES} />
        <Card className="mt-8 border-brand-200 bg-brand-50">
          <CardHeader>
            <CardTitle className="text-base">Reporting a security issue?</CardTitle>
          </CardHeader>
          <CardContent className="text-slate-700">
            Write to <MailLink name="security" /> as well as your project manager. See our{' '}
            <TextLink to="/security-policy">Security Policy</TextLink> for how we respond.
          </CardContent>
        </Card>
      </Section>
    </>
  );
}
