import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatExactMoney } from '@web/lib/format';
import type { TAdminCategory, TAdminProduct } from '@shared/schemas/catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useAdminCategories } from '../api/admin-list-categories';
import { useAdminProducts } from '../api/admin-list-products';
import { useUpdateCategory } from '../api/admin-update-category';
import { useUpdateProduct } from '../api/admin-update-product';

// The forms bring react-hook-form and zod: loaded when an admin opens one.
const PackFormDialog = lazy(() => import('./pack-form-dialog'));
const CategoryFormDialog = lazy(() => import('./category-form-dialog'));

/** The open form: the record to edit (null for a new one) and the button that opened it, to return focus to. */
type Editing<T> = { record: T | null; opener: HTMLElement } | null;

function StatusBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

function LoadError({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      Failed to load {what}: {error.message}{' '}
      <Button variant="link" className="h-auto p-0" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

function PacksSection({ categories }: { categories: readonly TAdminCategory[] }) {
  const products = useAdminProducts();
  const update = useUpdateProduct();
  const [editing, setEditing] = useState<Editing<TAdminProduct>>(null);

  const [confirming, setConfirming] = useState<TAdminProduct | null>(null);

  const setActive = (product: TAdminProduct, isActive: boolean) =>
    update.mutate(
      { id: product.id, patch: { isActive } },
      {
        onSuccess: (saved) =>
          saved.isActive
            ? toast.success('Pack reactivated', { description: saved.title })
            : toast.success('Pack deactivated', {
                description: saved.title,
                action: { label: 'Undo', onClick: () => setActive(saved, true) },
              }),
        onError: (error) => toast.error('Failed to update pack', { description: error.message }),
      },
    );
  // Deactivating asks first (the pack leaves the catalog at once); reactivating does not.
  const toggle = (product: TAdminProduct) => (product.isActive ? setConfirming(product) : setActive(product, true));

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold leading-tight">Outcome packs</h2>
          <CardDescription>Deactivated packs leave the catalog at once; existing orders keep them.</CardDescription>
        </div>
        <Button
          onClick={(event) => setEditing({ record: null, opener: event.currentTarget })}
          disabled={categories.length === 0}
        >
          <Plus aria-hidden />
          New pack
        </Button>
      </CardHeader>
      <CardContent>
        {products.isError ? (
          <LoadError what="packs" error={products.error} retry={() => void products.refetch()} />
        ) : !products.data ? (
          <LoadingBlock label="Loading packs" />
        ) : products.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">No packs yet. Create the first one.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Outcome packs">
            {products.data.map((product) => {
              const busy = update.isPending && update.variables?.id === product.id;
              return (
                <li
                  key={product.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
                  data-testid="admin-pack-row"
                >
                  <div className="min-w-0 flex-1 basis-64">
                    <p className="font-medium text-slate-900">
                      {product.isActive ? (
                        <Link to={`/product/${product.id}`} className="hover:underline">
                          {product.title}
                        </Link>
                      ) : (
                        product.title
                      )}
                    </p>
                    <p className="text-xs text-slate-500">
                      {product.category.name}
                      {product.subcategory && ` · ${product.subcategory.name}`} · {product.timeline}
                    </p>
                  </div>
                  <span className="w-24 text-sm font-semibold tabular-nums">
                    {formatExactMoney(product.basePrice, product.currency)}
                  </span>
                  <StatusBadge active={product.isActive} />
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={(event) => setEditing({ record: product, opener: event.currentTarget })}
                      aria-label={`Edit ${product.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant={product.isActive ? 'ghost' : 'secondary'}
                      onClick={() => toggle(product)}
                      disabled={busy}
                      aria-label={`${product.isActive ? 'Deactivate' : 'Reactivate'} ${product.title}`}
                    >
                      {product.isActive ? 'Deactivate' : 'Reactivate'}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Deactivate ${confirming?.title ?? 'this pack'}?`}
        description="The pack leaves the catalog at once and can no longer be bought; existing orders keep it. You can reactivate it later."
        confirmLabel="Deactivate pack"
        onConfirm={() => confirming && setActive(confirming, false)}
      />
      {editing && (
        <Suspense fallback={null}>
          <PackFormDialog
            product={editing.record}
            categories={categories}
            returnFocusTo={editing.opener}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}

function CategoriesSection({ categories }: { categories: readonly TAdminCategory[] }) {
  const update = useUpdateCategory();
  const [editing, setEditing] = useState<Editing<TAdminCategory>>(null);

  const [confirming, setConfirming] = useState<TAdminCategory | null>(null);

  const setActive = (category: TAdminCategory, isActive: boolean) =>
    update.mutate(
      { id: category.id, patch: { isActive } },
      {
        onSuccess: (saved) =>
          saved.isActive
            ? toast.success('Category reactivated', { description: saved.name })
            : toast.success('Category deactivated', {
                description: saved.name,
                action: { label: 'Undo', onClick: () => setActive(category, true) },
              }),
        onError: (error) => toast.error('Failed to update category', { description: error.message }),
      },
    );
  // Deactivating asks first (its packs leave the catalog too); reactivating does not.
  const toggle = (category: TAdminCategory) =>
    category.isActive ? setConfirming(category) : setActive(category, true);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold leading-tight">Categories</h2>
          <CardDescription>
            Active categories are the catalog's filter chips. Deactivating one hides its packs too.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={(event) => setEditing({ record: null, opener: event.currentTarget })}>
          <Plus aria-hidden />
          New category
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200" aria-label="Categories">
          {categories.map((category) => (
            <li key={category.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium text-slate-900">{category.name}</p>
                <p className="text-xs text-slate-500">
                  {category.slug}
                  {category.subcategories.length > 0 &&
                    ` · ${category.subcategories.map((sub) => sub.name).join(', ')}`}
                </p>
              </div>
              <StatusBadge active={category.isActive} />
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={(event) => setEditing({ record: category, opener: event.currentTarget })}
                  aria-label={`Edit ${category.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant={category.isActive ? 'ghost' : 'secondary'}
                  onClick={() => toggle(category)}
                  disabled={update.isPending && update.variables?.id === category.id}
                  aria-label={`${category.isActive ? 'Deactivate' : 'Reactivate'} ${category.name}`}
                >
                  {category.isActive ? 'Deactivate' : 'Reactivate'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Deactivate ${confirming?.name ?? 'this category'}?`}
        description="The category leaves the catalog's filters and its packs are hidden too; existing orders keep them. You can reactivate it later."
        confirmLabel="Deactivate category"
        onConfirm={() => confirming && setActive(confirming, false)}
      />
      {editing && (
        <Suspense fallback={null}>
          <CategoryFormDialog
            category={editing.record}
            returnFocusTo={editing.opener}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}

/** Admin › Catalog: create, edit, deactivate and reactivate packs and categories. */
export function CatalogAdminTab() {
  const categories = useAdminCategories();
  if (categories.isError)
    return <LoadError what="categories" error={categories.error} retry={() => void categories.refetch()} />;
  if (!categories.data) return <LoadingBlock label="Loading catalog" />;
  return (
    <div className="space-y-6">
      <PacksSection categories={categories.data} />
      <CategoriesSection categories={categories.data} />
    </div>
  );
}
