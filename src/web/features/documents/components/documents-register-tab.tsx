import { Download, FileText } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_KINDS, DOCUMENT_TITLES, documentTitle } from '@shared/domain/documents';
import type { TAdminDocument } from '@shared/schemas/documents';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { FilterSelect } from '@web/components/ui/filter-select';
import { formatDate, formatDateTime, formatExactMoney } from '@web/lib/format';
import { invoiceRegisterCsvUrl, useAdminDocuments, type AdminDocumentFilters } from '../api/get-admin-documents';

const NO_FILTERS: AdminDocumentFilters = { q: '', kind: '', month: '', page: 1 };
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const COLUMNS = [
  { label: 'Number' },
  { label: 'Type' },
  { label: 'Issued' },
  { label: 'Buyer' },
  { label: 'Net', numeric: true },
  { label: 'VAT', numeric: true },
  { label: 'Gross', numeric: true },
];

/**
 * One cell: a table cell from 640 px up; below that the row is a card and each cell a "label — value" line. The
 * roles keep the table's meaning for screen readers when the cells are laid out as blocks.
 */
function Cell({ label, numeric, children }: { label: string; numeric?: boolean; children: ReactNode }) {
  return (
    <td
      role="cell"
      className={`flex items-baseline justify-between gap-3 py-1 sm:table-cell sm:py-2 sm:pr-4 sm:last:pr-0 ${
        numeric ? 'tabular-nums sm:text-right' : ''
      }`}
    >
      <span aria-hidden="true" className="text-xs font-medium text-slate-500 sm:hidden">
        {label}
      </span>
      <span className={`min-w-0 text-right ${numeric ? '' : 'sm:text-left'}`}>{children}</span>
    </td>
  );
}

function DocumentRow({ document }: { document: TAdminDocument }) {
  const money = (minor: number) => formatExactMoney(minor, document.currency);
  return (
    <tr
      role="row"
      className="block rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:table-row sm:rounded-none sm:border-0 sm:border-t sm:p-0 sm:shadow-none"
      data-testid="register-row"
    >
      <Cell label="Number">
        <Link
          to={`/documents/${document.id}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {document.number}
        </Link>
      </Cell>
      <Cell label="Type">{documentTitle(document)}</Cell>
      <Cell label="Issued">
        <time dateTime={document.issuedAt} title={formatDateTime(document.issuedAt)}>
          {formatDate(document.issuedAt)}
        </time>
      </Cell>
      <Cell label="Buyer">
        <span className="block">{document.buyerName}</span>
        {document.buyerEmail && <span className="block text-xs break-all text-slate-600">{document.buyerEmail}</span>}
      </Cell>
      <Cell label="Net" numeric>
        {money(document.netAmount)}
      </Cell>
      <Cell label="VAT" numeric>
        {money(document.vatAmount)}
      </Cell>
      <Cell label="Gross" numeric>
        <span className="font-medium">{money(document.grossAmount)}</span>
      </Cell>
    </tr>
  );
}

/**
 * The admin Documents tab: every issued document, newest first, searchable by number or buyer and filtered by type
 * (each of DOCUMENT_KINDS) and month; the CSV export is the accountant's register of the same filters.
 */
export function DocumentsRegisterTab() {
  const [filters, setFilters] = useState<AdminDocumentFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [month, setMonth] = useState('');
  const { data, error, isPending, isFetching, refetch } = useAdminDocuments(filters);

  const set = (patch: Partial<AdminDocumentFilters>) => setFilters((current) => ({ ...current, ...patch, page: 1 }));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ q: search.trim() });
  };
  // Browsers without a month picker show a text box: a month applies once it reads YYYY-MM (or is cleared).
  const changeMonth = (value: string) => {
    setMonth(value);
    if (value === '' || MONTH.test(value)) set({ month: value });
  };
  const filtered = filters.q !== '' || filters.kind !== '' || filters.month !== '';
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardDescription>
          Every business document issued, newest first, with net, VAT and gross as issued. Documents are permanent.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          onSubmit={submitSearch}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Filter documents"
        >
          <div className="space-y-1">
            <Label htmlFor="documents-search">Search</Label>
            <div className="flex gap-2">
              <Input
                id="documents-search"
                type="search"
                placeholder="Number, buyer name or e-mail"
                maxLength={200}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button type="submit" variant="outline">
                Search
              </Button>
            </div>
          </div>
          <FilterSelect
            id="documents-kind"
            label="Type"
            all="All types"
            value={filters.kind}
            onChange={(kind) => set({ kind })}
            options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_TITLES[kind] }))}
          />
          <div className="space-y-1">
            <Label htmlFor="documents-month">Month issued</Label>
            <Input
              id="documents-month"
              type="month"
              placeholder="YYYY-MM"
              value={month}
              onChange={(event) => changeMonth(event.target.value)}
            />
          </div>
        </form>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'document' : 'documents'}` : ''}
            {isFetching && data ? ' · updating…' : ''}
          </p>
          <div className="flex gap-2">
            {filtered && (
              <Button
                variant="ghost"
                onClick={() => {
                  setSearch('');
                  setMonth('');
                  setFilters(NO_FILTERS);
                }}
              >
                Clear filters
              </Button>
            )}
            <Button variant="outline" asChild>
              <a href={invoiceRegisterCsvUrl(filters)} download>
                <Download aria-hidden="true" /> Export CSV
              </a>
            </Button>
          </div>
        </div>

        {error ? (
          <div role="alert" className="space-y-2 text-sm text-red-700">
            <p>Failed to load the documents: {error.message}</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : isPending ? (
          <ListSkeleton label="Loading documents" />
        ) : data.documents.length === 0 ? (
          <EmptyState
            icon={FileText}
            title={filtered ? 'No documents match these filters.' : 'No documents issued yet.'}
            description={
              filtered
                ? 'Try another type, month or search, or clear the filters.'
                : 'Documents are issued the moment a payment succeeds or a refund is made.'
            }
          />
        ) : (
          <table role="table" className="block w-full text-sm sm:table" aria-label="Issued documents">
            <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
              <tr role="row" className="text-left text-slate-500">
                {COLUMNS.map((column) => (
                  <th
                    key={column.label}
                    role="columnheader"
                    scope="col"
                    className={`py-2 pr-4 font-medium last:pr-0 ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0">
              {data.documents.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </tbody>
          </table>
        )}

        {data && pages > 1 && (
          <nav className="flex items-center justify-between gap-2" aria-label="Document pages">
            <Button
              variant="outline"
              disabled={filters.page <= 1}
              onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
            >
              Previous
            </Button>
            <p className="text-sm text-slate-600">
              Page {filters.page} of {pages}
            </p>
            <Button
              variant="outline"
              disabled={filters.page >= pages}
              onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
            >
              Next
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
