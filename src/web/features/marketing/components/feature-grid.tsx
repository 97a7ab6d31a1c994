import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

export type TFeature = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
};

type FeatureGridProps = {
  items: readonly TFeature[];
  columns?: 2 | 3 | 4;
  className?: string;
};

const COLUMN_CLASSES = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A responsive grid of icon cards; each card title is an h3 under the section's h2. */
export function FeatureGrid({ items, columns = 3, className }: FeatureGridProps) {
  return (
    <ul className={cn('grid gap-6', COLUMN_CLASSES[columns], className)}>
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className="flex">
          <Card className="flex w-full flex-col">
            <CardHeader>
              <span className="mb-2 inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription className="text-base leading-relaxed">{description}</CardDescription>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
