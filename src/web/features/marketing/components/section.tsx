import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

type SectionProps = {
  /** Anchor id of the section; the h2 gets `${id}-heading`. */
  id: string;
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  tone?: 'default' | 'muted';
  align?: 'left' | 'center';
  className?: string;
  children?: ReactNode;
};

/** A titled page region (<section> labelled by its h2) in the standard container. */
export function Section({
  id,
  title,
  eyebrow,
  description,
  tone = 'default',
  align = 'left',
  className,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const centered = align === 'center';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-24', tone === 'muted' ? 'bg-slate-50' : 'bg-white', className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className={cn('max-w-3xl', centered && 'mx-auto text-center')}>
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {description ? <div className="mt-4 text-lg leading-relaxed text-slate-600">{description}</div> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
