import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A form control's label: the native element. (Radix's Label added only a guard against selecting its text on a
 * double click, and 3 KB of Radix's base to the brief builder's first step, a public page.)
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}
