import { Contrast, Keyboard, MonitorSmartphone, MousePointerClick, ScanEye, Type } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { TPageMeta } from '@web/components/page-meta';
import { CheckList } from '../components/check-list';
import { FeatureGrid, type TFeature } from '../components/feature-grid';
import { MailLink } from '../components/mail-link';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { CONTACT_HOURS } from '../site-constants';

export const meta: TPageMeta = {
  description: 'Our commitment to accessibility and how to tell us about a barrier.',
};

const MEASURES: readonly TFeature[] = [
  {
    icon: Keyboard,
    title: 'Keyboard access',
    description:
      'Every page, menu, dialog and form works with a keyboard alone, with a visible focus indicator and a skip-to-content link.',
  },
  {
    icon: ScanEye,
    title: 'Screen readers',
    description:
      'Semantic headings and landmarks, labelled links and form fields, and status messages announced without moving focus.',
  },
  {
    icon: Contrast,
    title: 'Colour and contrast',
    description:
      'Text meets WCAG 2.2 AA contrast ratios, and colour is never the only way we show a status or an error.',
  },
  {
    icon: Type,
    title: 'Readable text',
    description: 'Content reflows at 400% zoom and respects your browser’s text size and spacing settings.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Any device',
    description: 'Layouts are mobile-first and work in portrait and landscape, from small phones to large monitors.',
  },
  {
    icon: MousePointerClick,
    title: 'Comfortable targets',
    description:
      'Buttons and links are at least 24 by 24 CSS pixels, and no action depends on dragging or precise gestures.',
  },
];

const LIMITATIONS: readonly string[] = [
  'Deliverable files uploaded by experts (for example PDFs, spreadsheets and slide decks) are checked by QA for content, but may not always be fully accessible. Ask your project manager for an accessible version and we will provide one.',
  'Meeting recordings do not yet have automatic captions. Transcripts are available on request.',
  'The external pages we link to for booking a call with a curator and for card payments are run by third parties and follow their own accessibility statements.',
];

export default function AccessibilityPage() {
  return (
    <>
      <PageHero
        eyebrow="Accessibility"
        title="Accessibility statement"
        documentTitle="Accessibility"
        description={
          <p>
            We want everyone to be able to buy, deliver and review work on the marketplace, including people who use
            assistive technology.
          </p>
        }
      />

      <Section
        id="statement"
        title="Our commitment"
        description={
          <>
            <p>
              We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the website, the
              brief builder, the client dashboard and the project workspace.
            </p>
            <p className="mt-4">
              We test with automated checks on every release, and manually with a keyboard, VoiceOver on macOS and iOS,
              NVDA on Windows and TalkBack on Android. Accessibility is part of our definition of done for every new
              screen.
            </p>
          </>
        }
      />

      <Section id="measures" tone="muted" title="What we do">
        <FeatureGrid items={MEASURES} />
      </Section>

      <Section
        id="limitations"
        title="Known limitations"
        description="We know about the following issues and are working on them. If you find something that is not listed, please tell us."
      >
        <Card className="max-w-3xl">
          <CardContent className="pt-6">
            <CheckList items={LIMITATIONS} />
          </CardContent>
        </Card>
      </Section>

      <Section id="feedback" tone="muted" title="Feedback and contact">
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>Tell us about a barrier</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4 leading-relaxed text-slate-700">
            <p>
              If you cannot access something, or need information in a different format, write to{' '}
              <MailLink name="accessibility" />. Please include the page address and what you were trying to do.
            </p>
            <p>
              We read messages {CONTACT_HOURS}, reply within 24 hours on business days, and aim to fix or provide an
              alternative within 10 business days.
            </p>
            <p>
              This statement was prepared from our own testing and is reviewed at least once a year and after major
              changes to the service.
            </p>
          </CardContent>
        </Card>
      </Section>
    </>
  );
}
