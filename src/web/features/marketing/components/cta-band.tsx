import type { ReactNode } from 'react';

type CtaBandProps = {
  id: string;
  title: string;
  description?: ReactNode;
  /** Buttons; use variant="secondary"/"outline" so they read on the dark band. */
  actions: ReactNode;
};

/** The closing call to action at the bottom of a page. */
export function CtaBand({ id, title, description, actions }: CtaBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="rounded-2xl bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          {description ? (
            <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{description}</div>
          ) : null}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap [&_a:focus-visible]:outline-white">
            {actions}
          </div>
        </div>
      </div>
    </section>
  );
}
