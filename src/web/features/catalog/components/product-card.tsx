import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_DELIVERABLES_LIMIT } from '@shared/domain/catalog';
import { formatExactMoney } from '@web/lib/format';
import type { TProductSummary } from '@shared/schemas/catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** A pack in the catalog grid: two description lines, the first three deliverables, then "+ more". */
export function ProductCard({ product }: { product: TProductSummary }) {
  const shown = product.deliverables.slice(0, CARD_DELIVERABLES_LIMIT);
  const more = product.deliverables.length > CARD_DELIVERABLES_LIMIT;
  const titleId = `product-${product.id}`;
  return (
    <Card className="flex w-full flex-col" aria-labelledby={titleId} role="article" data-testid="product-card">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{product.category.name}</Badge>
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Clock className="size-3.5" aria-hidden />
            {product.timeline}
          </span>
        </div>
        {/* An h2: the catalog's packs come straight under its h1. */}
        <CardTitle asChild>
          <h2 id={titleId}>{product.title}</h2>
        </CardTitle>
        <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-1.5 text-sm text-slate-700" aria-label="Deliverables">
          {shown.map((item) => (
            <li key={item} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
              <span className="line-clamp-2">{item}</span>
            </li>
          ))}
          {more && <li className="pl-3.5 text-sm font-medium text-brand-700">+ more</li>}
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        <p className="text-sm text-slate-600">
          Starting at{' '}
          <span className="text-lg font-bold text-slate-900">
            {formatExactMoney(product.basePrice, product.currency)}
          </span>
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to={`/product/${product.id}`} aria-label={`See Details: ${product.title}`}>
              See Details
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to={`/product/${product.id}`} aria-label={`Customize: ${product.title}`}>
              Customize
            </Link>
          </Button>
        </div>
        {/* The spec calls this link Buy Outcome Pack, but it opens the brief builder; buying is on the pack's page. */}
        <Button asChild>
          <Link to={`/brief-builder?pack_id=${product.id}`} aria-label={`Start a Brief from ${product.title}`}>
            Start a Brief from This Pack
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-6" data-testid="product-card-skeleton">
      <Skeleton className="h-5 w-32 rounded-full" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-10 w-full" />
      <div className="space-y-2">
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-4/6" />
        <Skeleton className="h-4 w-3/6" />
      </div>
      <Skeleton className="mt-2 h-10 w-full" />
    </Card>
  );
}
