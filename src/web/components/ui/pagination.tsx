import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { pageCount, pageWindow, showingText } from '@web/lib/page-window';

type PageProps = {
  /** The list's name, to tell its pagination from another's. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The page asked for is still on its way: the buttons wait and the count says so. */
  loading?: boolean;
};

/** 'Showing x to y of n', then Previous, at most 5 numbered page buttons and Next. */
export function Pagination({ label, page, pageSize, total, onPage, loading = false }: PageProps) {
  const count = pageCount(total, pageSize);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        {loading ? `Loading page ${page}…` : showingText(page, pageSize, total)}
      </p>
      <nav aria-label={`${label} pages`} aria-busy={loading || undefined}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <Button variant="outline" size="sm" disabled={loading || page <= 1} onClick={() => onPage(page - 1)}>
              <ChevronLeft aria-hidden />
              Previous
            </Button>
          </li>
          {pageWindow(page, count).map((number) => (
            <li key={number}>
              <Button
                variant={number === page ? 'default' : 'outline'}
                size="sm"
                className="min-w-8"
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                disabled={loading && number !== page}
                onClick={() => number !== page && onPage(number)}
              >
                {number}
              </Button>
            </li>
          ))}
          <li>
            <Button variant="outline" size="sm" disabled={loading || page >= count} onClick={() => onPage(page + 1)}>
              Next
              <ChevronRight aria-hidden />
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** A pager's settings from a paged query: the page asked for, the answer's size, waiting while that page loads. */
export function pagingOf(
  label: string,
  [page, onPage]: readonly [number, (page: number) => void],
  query: { data?: { total: number; pageSize: number }; isPlaceholderData: boolean },
): PageProps | undefined {
  const { data, isPlaceholderData } = query;
  return data && { label, page, onPage, pageSize: data.pageSize, total: data.total, loading: isPlaceholderData };
}

/**
 * The pager under a list that pages on the server: none while every row fits on page 1. A page past the last (an old
 * link, rows gone meanwhile) keeps the pager and says where the list ends, rather than calling the list empty.
 */
export function ListPager({ rows, ...props }: PageProps & { /** Rows on the page shown. */ rows: number }) {
  const { page, pageSize, total, onPage } = props;
  if (total <= pageSize && page === 1) return null;
  const last = pageCount(total, pageSize);
  return (
    <div className="space-y-3">
      {rows === 0 && !props.loading && (
        <p className="text-sm text-slate-700">
          There is nothing on page {page}: the list ends on page {last}.{' '}
          <button type="button" className="font-medium text-brand-700 underline" onClick={() => onPage(last)}>
            Go to page {last}
          </button>
        </p>
      )}
      <Pagination {...props} />
    </div>
  );
}
