import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { IconBadge } from './icon-badge';

export type TFeature = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Optional link or button under the description. */
  action?: ReactNode;
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
      {items.map(({ icon, title, description, action }) => (
        <li key={title} className="flex">
          <Card className="flex w-full flex-col">
            <CardHeader>
              <IconBadge icon={icon} />
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription className="text-base leading-relaxed">{description}</CardDescription>
              {action ? <div className="mt-4">{action}</div> : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
