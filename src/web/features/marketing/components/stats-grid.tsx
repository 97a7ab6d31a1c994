import { cn } from '@web/lib/cn';

export type TStat = { value: string; label: string };

type StatsGridProps = {
  items: readonly TStat[];
  className?: string;
};

/** Headline figures as a description list (label read first, value shown large). */
export function StatsGrid({ items, className }: StatsGridProps) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {items.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm"
        >
          <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-brand-700">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
