import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { pageCount, pageWindow, showingText } from '@web/lib/page-window';

/** 'Showing x to y of n', then Previous, at most 5 numbered page buttons and Next. */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  /** The list's name, to tell its pagination from another's. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const count = pageCount(total, pageSize);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        {showingText(page, pageSize, total)}
      </p>
      <nav aria-label={`${label} pages`}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
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
                onClick={() => number !== page && onPage(number)}
              >
                {number}
              </Button>
            </li>
          ))}
          <li>
            <Button variant="outline" size="sm" disabled={page >= count} onClick={() => onPage(page + 1)}>
              Next
              <ChevronRight aria-hidden />
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
