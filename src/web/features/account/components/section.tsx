import type { ReactNode } from 'react';
import { CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** One card of the account settings page, named by its heading for screen readers. */
export function Section({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`account-${id}`}
      className={cn('rounded-xl border bg-white shadow-sm', tone === 'danger' ? 'border-red-200' : 'border-slate-200')}
    >
      <CardHeader>
        <h2
          id={`${id}-title`}
          className={tone === 'danger' ? 'text-lg font-semibold text-red-700' : 'text-lg font-semibold'}
        >
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </section>
  );
}

/** An inline failure message under a form. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error.message}
    </p>
  );
}
