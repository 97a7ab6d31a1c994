import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** The browser's own <select>, styled like Input: fully keyboard and screen-reader friendly, no extra JavaScript. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
