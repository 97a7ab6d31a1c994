import { Loader2 } from 'lucide-react';
import { cn } from '@web/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <Loader2 className={cn('size-5 animate-spin text-brand-600', className)} aria-hidden />
    </span>
  );
}

/** Full-width loading block for pages and sections. */
export function LoadingBlock({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
