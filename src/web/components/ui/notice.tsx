import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const TONES = {
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  danger: 'border-red-300 bg-red-50 text-red-900',
} as const;

/** A notice above the page's content: something the reader should know or act on, not an error of this page. */
export function Notice({ tone, className, ...props }: ComponentProps<'div'> & { tone: keyof typeof TONES }) {
  return (
    <div role="status" className={cn('mb-4 rounded-md border px-3 py-2 text-sm', TONES[tone], className)} {...props} />
  );
}
