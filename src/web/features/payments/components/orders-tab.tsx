import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { DashboardList } from '@web/components/ui/list-states';
import { Money } from '@web/components/ui/money';
import { Reference } from '@web/components/ui/reference';
import { StatusBadge } from '@web/components/ui/status-badge';
import { LocalDate } from '@web/components/ui/local-date';
import { useMyOrders } from '../api/list-orders';
import { TruncatedText } from '@web/components/ui/truncated-text';

/** The dashboard's Orders tab: the client's purchases, newest first. */
export function OrdersTab() {
  const { data, error, isPending, refetch } = useMyOrders();

  return (
    <DashboardList
      id="orders"
      title="Your Orders"
      items={data?.orders}
      error={error}
      isPending={isPending}
      onRetry={() => void refetch()}
      loadingLabel="Loading orders"
      empty={{
        icon: Receipt,
        title: 'No orders yet',
        description: 'Outcome packs you buy from the catalog are listed here.',
        children: (
          <Button variant="outline" asChild>
            <Link to="/catalog">Browse Catalog</Link>
          </Button>
        ),
      }}
    >
      {(orders) =>
        orders.map((order) => (
          <li
            key={order.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <TruncatedText className="font-semibold text-slate-900" text={order.productTitle} />
              <p className="text-sm text-slate-500">
                <Reference kind="order" id={order.id} /> · <LocalDate value={order.createdAt} />
              </p>
              <p className="flex flex-wrap gap-x-4 text-sm font-medium">
                {order.projectId && (
                  <Link to={`/project/${order.projectId}`} className="text-brand-700 hover:underline">
                    View project
                  </Link>
                )}
                {order.status === 'paid' && (
                  <Link to={`/documents?order=${order.id}`} className="text-brand-700 hover:underline">
                    Receipt and invoice
                  </Link>
                )}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <Money
                className="font-medium tabular-nums text-slate-700"
                minor={order.amount}
                currency={order.currency}
              />
              <StatusBadge kind="order" status={order.status} />
            </div>
          </li>
        ))
      }
    </DashboardList>
  );
}
