import { PackageOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useCategories } from '../api/list-categories';
import { useProducts } from '../api/list-products';
import { CategoryChips } from './category-chips';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ConsultationLink } from '@web/components/consultation-link';

const SKELETON_CARDS = 6;

/**
 * The outcome catalog: category chips (kept in `?category=` so a filtered view can be shared) over the pack grid.
 * Used by /catalog and by the Outcome Catalog tab of /outcomes.
 */
export function CatalogView() {
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const products = useProducts();
  const error = categories.error ?? products.error;

  useEffect(() => {
    if (error) toast.error('Error loading catalog', { description: error.message });
  }, [error]);

  // A slug that is not an active category (stale link, category switched off) shows everything.
  const requested = params.get('category');
  const selected = categories.data?.some((category) => category.slug === requested) ? requested : null;
  // The count is said after a filter is chosen; on arrival the page itself is read.
  const [filtered, setFiltered] = useState(false);
  const select = (slug: string | null) => {
    setFiltered(true);
    setParams(
      (current) => {
        if (slug) current.set('category', slug);
        else current.delete('category');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const visible = products.data?.filter((product) => selected === null || product.category.slug === selected);
  const selectedName = categories.data?.find((category) => category.slug === selected)?.name;

  return (
    <div className="space-y-8">
      <p role="status" className="sr-only">
        {filtered && visible
          ? `${visible.length} outcome ${visible.length === 1 ? 'pack' : 'packs'}${selectedName ? ` in ${selectedName}` : ''}`
          : ''}
      </p>
      {categories.data ? (
        <CategoryChips categories={categories.data} selected={selected} onSelect={select} />
      ) : (
        !error && <div className="h-9" aria-hidden />
      )}

      {error ? (
        <Card className="mx-auto max-w-lg text-center" role="alert">
          <CardHeader>
            <CardTitle asChild>
              <h2>Error loading catalog</h2>
            </CardTitle>
            <CardDescription>{error.message}</CardDescription>
            <div className="mt-3">
              <Button
                variant="outline"
                onClick={() => {
                  void categories.refetch();
                  void products.refetch();
                }}
              >
                Try again
              </Button>
            </div>
          </CardHeader>
        </Card>
      ) : !visible ? (
        <div
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading outcome packs"
        >
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <Card className="mx-auto max-w-lg text-center">
          <CardHeader className="items-center">
            <PackageOpen className="size-10 text-slate-400" aria-hidden />
            <CardTitle asChild>
              <h2>No outcome packs {selectedName ? `in ${selectedName}` : 'yet'}</h2>
            </CardTitle>
            <CardDescription>
              Describe what you need and a curator will shape a bespoke outcome for you.
            </CardDescription>
            <div className="mt-3 flex flex-wrap justify-center gap-2">
              {selected && (
                <Button variant="outline" onClick={() => select(null)}>
                  Show all categories
                </Button>
              )}
              <Button asChild>
                <Link to="/customize">Customize Your Outcome</Link>
              </Button>
            </div>
          </CardHeader>
        </Card>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Outcome packs">
          {visible.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}

      <section
        className="rounded-xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
        aria-labelledby="catalog-custom-heading"
      >
        <h2 id="catalog-custom-heading" className="text-xl font-semibold text-slate-900">
          Need something different?
        </h2>
        <p className="mt-2 max-w-2xl text-sm text-slate-600">
          Shape a pack around your goals, or talk it through with a curator before you commit.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/customize">Customize Your Outcome</Link>
          </Button>
          <ConsultationLink variant="outline">Book Consultation</ConsultationLink>
        </div>
      </section>
    </div>
  );
}
