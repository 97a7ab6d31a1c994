import type { ReactNode } from 'react';
import { OpenGraphTitle } from '@web/components/page-meta';
import { cn } from '@web/lib/cn';
import { SITE_NAME } from '../site-constants';

type PageHeroProps = {
  /** The page's only h1; also used for the document title. */
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  /** Buttons (LinkButton / ExternalLinkButton) shown under the description. */
  actions?: ReactNode;
  /** Extra content under the actions (e.g. a last-updated line or a stats list). */
  children?: ReactNode;
  align?: 'left' | 'center';
  /** Overrides the document title when the h1 is not a good tab title. */
  documentTitle?: string;
};

/** Top of every marketing page: sets the document title and renders the page's h1. */
export function PageHero({
  title,
  eyebrow,
  description,
  actions,
  children,
  align = 'left',
  documentTitle,
}: PageHeroProps) {
  const centered = align === 'center';
  return (
    <section aria-labelledby="page-title" className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
      <title>{`${documentTitle ?? title} | ${SITE_NAME}`}</title>
      <OpenGraphTitle title={`${documentTitle ?? title} | ${SITE_NAME}`} />
      <div className={cn('mx-auto max-w-6xl px-4 py-16 sm:py-20 lg:py-24', centered && 'text-center')}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{eyebrow}</p> : null}
        <h1
          id="page-title"
          className={cn(
            'mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl',
            centered && 'mx-auto',
          )}
        >
          {title}
        </h1>
        {description ? (
          <div className={cn('mt-5 max-w-2xl text-lg leading-relaxed text-slate-600', centered && 'mx-auto')}>
            {description}
          </div>
        ) : null}
        {actions ? (
          <div className={cn('mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap', centered && 'sm:justify-center')}>
            {actions}
          </div>
        ) : null}
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
