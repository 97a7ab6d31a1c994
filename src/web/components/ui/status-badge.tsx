import type { VariantProps } from 'class-variance-authority';
import { statusEntry, type TStatusKind, type TStatusOf, type TStatusTone } from '@shared/domain/status-map';
import { Badge, type badgeVariants } from './badge';

/** One colour per tone of the status map, so "waiting" is amber on every screen. */
const TONE_VARIANT: Record<TStatusTone, NonNullable<VariantProps<typeof badgeVariants>['variant']>> = {
  success: 'success',
  waiting: 'warning',
  danger: 'destructive',
  info: 'default',
  quiet: 'secondary',
};

/** A status as the product language names it: the same label and colour wherever this object appears. */
export function StatusBadge<TKind extends TStatusKind>({
  kind,
  status,
  className,
}: {
  kind: TKind;
  status: TStatusOf<TKind>;
  className?: string;
}) {
  const { label, tone } = statusEntry(kind, status);
  return (
    <Badge variant={TONE_VARIANT[tone]} className={className} data-status={`${kind}:${status}`}>
      {label}
    </Badge>
  );
}
