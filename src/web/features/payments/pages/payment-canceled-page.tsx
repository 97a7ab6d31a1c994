import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import type { TPageMeta } from '@web/components/page-meta';

export const meta: TPageMeta = {
  title: 'Payment canceled',
  description: 'Your payment was canceled and nothing was charged.',
};

/** /payment-canceled: where the provider sends a buyer who leaves checkout without paying. */
export default function PaymentCanceledPage() {
  return (
    <div className="mx-auto max-w-lg px-4 py-20">
      <Card className="text-center">
        <CardHeader className="items-center">
          <XCircle className="size-12 text-slate-400" aria-hidden />
          <h1 className="text-2xl font-semibold leading-tight">Payment Canceled</h1>
          <CardDescription>
            Your payment was canceled and you have not been charged. You can return to the catalog whenever you are
            ready.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/catalog">Browse Catalog</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">Go Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
