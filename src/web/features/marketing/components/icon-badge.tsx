import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A decorative icon in a soft brand-coloured square, used at the top of cards. */
export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        'mb-2 inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
