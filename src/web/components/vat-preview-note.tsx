import { useVatPreview } from '@web/lib/vat-preview';
import { cn } from '@web/lib/cn';

/** What VAT a payment of `amount` includes for the signed-in buyer, e.g. "Includes VAT 20%: £916.67". */
export function VatPreviewNote({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: string;
  className?: string;
}) {
  const preview = useVatPreview(amount, currency);
  if (!preview.data) return null;
  return (
    <p className={cn('text-sm text-slate-600', className)} data-testid="vat-preview">
      {preview.data.text}
    </p>
  );
}
