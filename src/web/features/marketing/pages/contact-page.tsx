import { AlertTriangle, Clock, Handshake, LifeBuoy, Mail, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { TPageMeta } from '@web/components/page-meta';
import { FeatureGrid } from '../components/feature-grid';
import { BookingLinkButton } from '../components/link-buttons';
import { MailLink } from '../components/mail-link';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { TextLink } from '../components/text-link';
import { CONTACT_HOURS, CONTACT_REPLY_PROMISE, CONTACT_WEEKEND_NOTE, type TMailboxName } from '../site-constants';

export const meta: TPageMeta = {
  description: 'Contact the Outcome Marketplace team for sales, support, partnerships or press.',
};

type TContactChannel = {
  title: string;
  mailbox: TMailboxName;
  icon: LucideIcon;
  description: string;
};

const CHANNELS: readonly TContactChannel[] = [
  {
    title: 'General',
    mailbox: 'hello',
    icon: Mail,
    description: 'Questions about the marketplace, press enquiries and anything that does not fit elsewhere.',
  },
  {
    title: 'Sales',
    mailbox: 'sales',
    icon: TrendingUp,
    description: 'Scoping a project, Enterprise engagements, procurement and security questionnaires.',
  },
  {
    title: 'Support',
    mailbox: 'support',
    icon: LifeBuoy,
    description: 'Help with your account, briefs, quotes, payments or an active project.',
  },
  {
    title: 'Partnerships',
    mailbox: 'partners',
    icon: Handshake,
    description: 'Agencies, technology partners and referral partnerships.',
  },
];

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        documentTitle="Contact"
        description={
          <p>
            Choose the mailbox that fits your question and the right team will answer. Prefer to talk? Book a short call
            with one of our curators to scope your outcome.
          </p>
        }
        actions={<BookingLinkButton>Talk to a curator</BookingLinkButton>}
      />

      <Section id="mailboxes" title="Write to the right team">
        <FeatureGrid
          columns={2}
          items={CHANNELS.map(({ mailbox, ...channel }) => ({ ...channel, action: <MailLink name={mailbox} /> }))}
        />
      </Section>

      <Section
        id="hours"
        tone="muted"
        title="Hours and response times"
        description={`We are open ${CONTACT_HOURS} and ${CONTACT_WEEKEND_NOTE.toLowerCase()}.`}
      >
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-5 text-brand-600" />
                Opening hours
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-3 text-slate-700">
                <div className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-3">
                  <dt className="font-medium">Hours</dt>
                  <dd>{CONTACT_HOURS}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-3">
                  <dt className="font-medium">Saturday and Sunday</dt>
                  <dd>Closed</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="font-medium">Response time</dt>
                  <dd>{CONTACT_REPLY_PROMISE}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>

          <Card className="border-amber-200 bg-amber-50">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />
                Urgent issues
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 leading-relaxed text-slate-700">
              <p>
                Urgent issues go to the project manager. If work on an active project is blocked, a deadline is at risk
                or you suspect a security problem, contact the project manager named in your project workspace first, at
                any time.
              </p>
              <p>
                Not sure who that is? Open your <TextLink to="/dashboard">dashboard</TextLink> or see{' '}
                <TextLink to="/support">Support</TextLink> for our response times.
              </p>
            </CardContent>
          </Card>
        </div>
      </Section>
    </>
  );
}
