import type { TMoneyTotal } from '@shared/schemas/admin-agencies';
import { formatExactMoney } from '@web/lib/format';

/** Money released, one amount per currency ("£6,800.00 + $120.00"), or a quiet "None yet". */
export function ReleasedAmount({ released }: { released: TMoneyTotal[] }) {
  if (released.length === 0) return <span className="text-slate-600">None yet</span>;
  return (
    <span className="text-slate-900">
      {released.map((total) => formatExactMoney(total.amount, total.currency)).join(' + ')}
    </span>
  );
}
