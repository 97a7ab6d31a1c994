import { Mail } from 'lucide-react';
import { formatLongUtcDate } from '@web/lib/format';
import { publicRoutesIn } from '../public-routes';
import { CONTACT_HOURS, type TMailboxName } from '../site-constants';
import { MailLink } from './mail-link';
import { PageHero } from './page-hero';
import { TextLink } from './text-link';

/** The fixed sections every legal page has, in order (spec, document 1, section 9). */
export const LEGAL_SECTION_KEYS = [
  'introduction',
  'data-collected',
  'usage',
  'security',
  'rights',
  'legal-bases',
  'retention',
  'international-transfers',
  'standards',
  'incident-response',
] as const;
export type TLegalSectionKey = (typeof LEGAL_SECTION_KEYS)[number];

export const DEFAULT_LEGAL_HEADINGS: Record<TLegalSectionKey, string> = {
  introduction: 'Introduction',
  'data-collected': 'Data we collect',
  usage: 'How we use it',
  security: 'Security',
  rights: 'Your rights',
  'legal-bases': 'Legal bases',
  retention: 'Retention',
  'international-transfers': 'International transfers',
  standards: 'Standards we follow',
  'incident-response': 'Incident response',
};

/** A paragraph (string) or a bulleted list (array of strings). */
export type TLegalBlock = string | readonly string[];

export type TLegalSection = {
  /** Overrides the default heading so it fits the document (e.g. "Use of the service" on the terms). */
  heading?: string;
  blocks: readonly TLegalBlock[];
};

export type TLegalDocument = {
  /** The route of the page, so the related-documents list can leave it out. */
  path: string;
  title: string;
  summary: string;
  mailbox: TMailboxName;
  /** Completes "Questions about …? Write to …", e.g. "this policy or your personal data". */
  mailboxTopic: string;
  sections: Record<TLegalSectionKey, TLegalSection>;
};

/** Renders one legal document: heading, last-updated line, table of contents, the ten fixed sections, contact. */
export function LegalPageLayout({ document }: { document: TLegalDocument }) {
  const today = new Date();
  const related = publicRoutesIn('Legal').filter((route) => route.path !== document.path);

  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} description={<p>{document.summary}</p>}>
        <p className="text-sm text-slate-600">
          Last updated: <time dateTime={today.toISOString().slice(0, 10)}>{formatLongUtcDate(today)}</time>
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">On this page</h2>
          <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
            {LEGAL_SECTION_KEYS.map((key, index) => (
              <li key={key}>
                <a
                  href={`#${key}`}
                  className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-700"
                >
                  {index + 1}. {document.sections[key].heading ?? DEFAULT_LEGAL_HEADINGS[key]}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#contact"
                className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-700"
              >
                Contact us
              </a>
            </li>
          </ol>
        </nav>

        <article className="max-w-3xl">
          {LEGAL_SECTION_KEYS.map((key, index) => {
            const section = document.sections[key];
            return (
              <section key={key} id={key} aria-labelledby={`${key}-heading`} className="scroll-mt-24 pb-10">
                <h2 id={`${key}-heading`} className="text-2xl font-semibold tracking-tight text-slate-900">
                  {index + 1}. {section.heading ?? DEFAULT_LEGAL_HEADINGS[key]}
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  {section.blocks.map((block, blockIndex) =>
                    typeof block === 'string' ? (
                      <p key={blockIndex}>{block}</p>
                    ) : (
                      <ul key={blockIndex} className="list-disc space-y-2 pl-6 marker:text-brand-600">
                        {block.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    ),
                  )}
                </div>
              </section>
            );
          })}

          <section
            id="contact"
            aria-labelledby="contact-heading"
            className="scroll-mt-24 rounded-xl border border-brand-100 bg-brand-50 p-6"
          >
            <h2 id="contact-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <Mail aria-hidden="true" className="size-5 text-brand-600" />
              Contact us
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              Questions about {document.mailboxTopic}? Write to <MailLink name={document.mailbox} />. We reply within 24
              hours on business days ({CONTACT_HOURS}).
            </p>
          </section>

          <nav aria-label="Related legal documents" className="mt-10">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Related documents</h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {related.map((route) => (
                <li key={route.path}>
                  <TextLink to={route.path}>{route.label}</TextLink>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </>
  );
}
