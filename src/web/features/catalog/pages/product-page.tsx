import { ArrowLeft, CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatMoney } from '@web/lib/format';
import type { TProduct } from '@shared/schemas/catalog';
import { PageMeta } from '@web/components/page-meta';
import { productShareImagePath } from '@shared/domain/share-image';
import { VatPreviewNote } from '@web/components/vat-preview-note';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useHydrated } from '@web/lib/use-hydrated';
import { isProductMissing, useProduct } from '../api/get-product';
import { useBuyPack } from '../hooks/use-buy-pack';
import { ProductJsonLd } from '../components/product-json-ld';

function BackToCatalog({ className }: { className?: string }) {
  return (
    <Button variant="ghost" size="sm" className={className} asChild>
      <Link to="/catalog">
        <ArrowLeft aria-hidden />
        Back to Catalog
      </Link>
    </Button>
  );
}

/** Unknown or inactive pack: the spec's toast, then back to the catalog (once, even in StrictMode). */
function useLeaveWhenMissing(missing: boolean) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!missing || done.current) return;
    done.current = true;
    toast.error('Product not found', {
      description: "The product you're looking for doesn't exist or is no longer available",
    });
    navigate('/catalog', { replace: true });
  }, [missing, navigate]);
}

/**
 * One grid, in reading order: title, then price and Buy, then the long description. Phones (one column) reach the
 * price and Buy without scrolling past the description; from lg the price card moves to its own sticky column.
 */
function ProductDetails({ product }: { product: TProduct }) {
  const { buy, pending, ready } = useBuyPack();
  const hydrated = useHydrated();
  const checkoutFailed = useSearchParams()[0].get('checkout') === 'failed';
  return (
    <article className="grid gap-8 lg:grid-cols-3" aria-labelledby="product-title">
      <header className="lg:col-span-2">
        <div className="flex flex-wrap gap-2">
          <Badge>{product.category.name}</Badge>
          {product.subcategory && <Badge variant="outline">{product.subcategory.name}</Badge>}
        </div>
        <h1 id="product-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          {product.title}
        </h1>
      </header>

      <aside className="lg:sticky lg:top-24 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
        <Card>
          <CardHeader>
            <CardDescription>Starting at</CardDescription>
            {/* The price is a figure, not a heading (the page's sections are h2s under the pack's h1). */}
            <CardTitle asChild className="text-3xl">
              <p data-testid="product-price">{formatMoney(product.basePrice, product.currency)}</p>
            </CardTitle>
            <p className="text-sm text-slate-600">Paid into escrow and released by milestone after your approval.</p>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {/* A form, so Buy works before the page's script runs: the server sends the buyer to the checkout or to
                sign-in. Once hydrated, it waits (disabled) to know who is signed in, then works as before. */}
            <form
              method="post"
              action="/api/payments/checkout"
              className="flex flex-col"
              onSubmit={(event) => {
                if (!ready) return;
                event.preventDefault();
                buy(product.id);
              }}
            >
              <input type="hidden" name="product_id" value={product.id} />
              {/* The plain form's checkout could not be made: the server sent the buyer back here to say so. */}
              {checkoutFailed && (
                <p role="alert" className="mb-3 text-sm text-red-700">
                  <strong>Checkout failed</strong>: Failed to create checkout session
                </p>
              )}
              <Button size="lg" type="submit" disabled={pending || (hydrated && !ready)}>
                {pending && <Spinner label="Creating checkout" className="size-4 text-white" />}
                Buy Outcome Pack
              </Button>
            </form>
            <VatPreviewNote amount={product.basePrice} currency={product.currency} className="text-center" />
            <Button size="lg" variant="outline" asChild>
              <Link to={`/customize/${product.id}`}>Customize This</Link>
            </Button>
            <BackToCatalog className="self-center" />
          </CardContent>
        </Card>
      </aside>

      <div className="space-y-8 lg:col-span-2">
        <p className="whitespace-pre-line text-lg text-slate-600" data-testid="product-description">
          {product.description}
        </p>

        <section aria-labelledby="timeline-heading">
          <h2 id="timeline-heading" className="text-xl font-semibold">
            Timeline
          </h2>
          <p className="mt-2 inline-flex items-center gap-2 text-slate-700">
            <Clock className="size-4 text-brand-600" aria-hidden />
            {product.timeline}
          </p>
        </section>

        <section aria-labelledby="deliverables-heading">
          <h2 id="deliverables-heading" className="text-xl font-semibold">
            Deliverables
          </h2>
          <ul className="mt-3 space-y-2">
            {product.deliverables.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </section>

        {product.tags.length > 0 && (
          <section aria-labelledby="tags-heading">
            <h2 id="tags-heading" className="text-xl font-semibold">
              Tags
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Loading product">
      <div className="space-y-4 lg:col-span-2">
        <Skeleton className="h-6 w-48 rounded-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

/** The first sentences of a pack's description, cut at a word to fit a search result (about 160 characters). */
function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  return `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** /product/{id} */
export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const missing = product.isError && isProductMissing(product.error);
  useLeaveWhenMissing(missing);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageMeta
        title={product.data?.title ?? 'Outcome pack'}
        description={summaryOf(product.data?.description ?? 'A fixed-scope outcome pack delivered by vetted experts.')}
        image={product.data ? productShareImagePath(product.data.id) : undefined}
      />
      {product.data ? <ProductJsonLd product={product.data} /> : null}
      <BackToCatalog className="-ml-3 mb-6" />
      {product.data ? (
        <ProductDetails product={product.data} />
      ) : product.isError && !missing ? (
        <Card className="mx-auto max-w-lg text-center" role="alert">
          <CardHeader>
            <CardTitle asChild>
              <h2>We couldn't load this pack</h2>
            </CardTitle>
            <CardDescription>{product.error.message}</CardDescription>
            <div className="mt-3">
              <Button variant="outline" onClick={() => void product.refetch()}>
                Try again
              </Button>
            </div>
          </CardHeader>
        </Card>
      ) : (
        <ProductSkeleton />
      )}
    </div>
  );
}
