import { Receipt } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatMoneyWithCode } from '@shared/domain/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useMyOrders } from '../api/list-orders';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The dashboard's Orders tab: the client's purchases, newest first. */
export function OrdersTab() {
  const { data, error, isPending, refetch } = useMyOrders();
  useEffect(() => {
    if (error) toast.error('Error loading dashboard', { description: error.message });
  }, [error]);

  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <h2 id="orders-heading" className="text-xl font-semibold">
        Your Orders
      </h2>
      {error ? (
        <Card role="alert">
          <CardHeader>
            <CardTitle>Error loading dashboard</CardTitle>
            <CardDescription>{error.message}</CardDescription>
            <div>
              <Button variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          </CardHeader>
        </Card>
      ) : isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading orders">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : data.orders.length === 0 ? (
        <Card className="text-center">
          <CardHeader className="items-center">
            <Receipt className="size-10 text-slate-400" aria-hidden />
            <CardTitle>No orders yet</CardTitle>
            <CardDescription>Outcome packs you buy from the catalog are listed here.</CardDescription>
            <div className="mt-2">
              <Button variant="outline" asChild>
                <Link to="/catalog">Browse Catalog</Link>
              </Button>
            </div>
          </CardHeader>
        </Card>
      ) : (
        <ul className="space-y-3">
          {data.orders.map((order) => (
            <li key={order.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{order.productTitle}</p>
                <p className="text-sm text-slate-500">
                  Order #{order.id.slice(-8)} · {formatDate(order.createdAt)}
                </p>
                {order.projectId && (
                  <Link to={`/project/${order.projectId}`} className="text-sm font-medium text-brand-700 hover:underline">
                    View project
                  </Link>
                )}
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <span className="font-medium tabular-nums text-slate-700">{formatMoneyWithCode(order.amount, order.currency)}</span>
                {/* The spec: status paid, shown as completed if missing. */}
                <Badge variant="success">{order.status || 'completed'}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
