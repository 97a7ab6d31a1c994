import { Plus, type LucideIcon } from 'lucide-react';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ListPager } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';

/** The spec's dashboard load error: a toast with the server message, and a card to retry. */
export function DashboardLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  useEffect(() => toast.error('Error loading dashboard', { description: error.message }), [error]);
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle>Error loading dashboard</CardTitle>
        <CardDescription>{error.message}</CardDescription>
        <div>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </CardHeader>
    </Card>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status" aria-busy="true" aria-label={label}>
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}

/** An empty list: icon, title, a sentence, and optionally an action (`children`). */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card className="text-center">
      <CardHeader className="items-center">
        <Icon className="size-10 text-slate-400" aria-hidden />
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        {children && <div className="mt-2">{children}</div>}
      </CardHeader>
    </Card>
  );
}

type DashboardListProps<T> = {
  /** Prefix for the heading id. */
  id: string;
  title: string;
  /** An optional link button beside the heading (e.g. New Project → /catalog). */
  action?: { to: string; label: string };
  items: T[] | undefined;
  error: Error | null;
  isPending: boolean;
  onRetry: () => void;
  loadingLabel: string;
  empty: { icon: LucideIcon; title: string; description: string; children?: ReactNode };
  /** Renders the list items (the `<li>`s) once there are some. */
  children: (items: T[]) => ReactNode;
  /** For a list that pages on the server: its page, and the pager under it (empty only when `total` is 0). */
  paging?: Omit<ComponentProps<typeof ListPager>, 'rows'>;
};

/** A dashboard list section: heading with its action, then the load error, loading, empty or filled list. */
export function DashboardList<T>({
  id,
  title,
  action,
  items,
  error,
  isPending,
  onRetry,
  loadingLabel,
  empty,
  children,
  paging,
}: DashboardListProps<T>) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {title}
        </h2>
        {action && (
          <Button asChild>
            <Link to={action.to}>
              <Plus aria-hidden />
              {action.label}
            </Link>
          </Button>
        )}
      </div>
      {error ? (
        <DashboardLoadError error={error} onRetry={onRetry} />
      ) : isPending || !items ? (
        <ListSkeleton label={loadingLabel} />
      ) : (paging ? paging.total : items.length) === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <>
          {items.length > 0 && <ul className="space-y-3">{children(items)}</ul>}
          {paging && <ListPager {...paging} rows={items.length} />}
        </>
      )}
    </section>
  );
}
