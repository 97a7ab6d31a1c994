import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

type CheckListProps = {
  items: readonly ReactNode[];
  className?: string;
};

/** A bulleted list with check marks (features, requirements, inclusions). */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 leading-relaxed text-slate-700">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
