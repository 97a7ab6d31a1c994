import { FileText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DOCUMENTS_API, documentTitle } from '@shared/domain/documents';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { GateCard } from '@web/components/ui/gate-card';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { formatDate, formatExactMoney } from '@web/lib/format';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useMyDocuments } from '../api/documents-api';

export const meta: TPageMeta = {
  title: 'Receipts and invoices',
  description: 'Your receipts, VAT invoices and credit notes.',
};

/**
 * /documents: the buyer's receipts, VAT invoices and credit notes, newest first. `?order=` or `?milestone=` narrows it
 * to one payment's documents (the Orders and Milestones tabs link here).
 */
export default function DocumentsPage() {
  const { viewer, loading } = useViewer();
  const [params] = useSearchParams();
  const order = params.get('order');
  const milestone = params.get('milestone');
  const { data, error, isPending, refetch } = useMyDocuments(Boolean(viewer));
  const documents = (data?.documents ?? []).filter(
    (document) => (!order || document.orderId === order) && (!milestone || document.milestoneId === milestone),
  );
  const narrowed = Boolean(order || milestone);

  if (!loading && !viewer)
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <GateCard
          title="Sign in to see your receipts and invoices"
          text="Receipts, VAT invoices, credit notes and payout statements are kept in your account."
          action={{ to: '/auth?next=/documents', label: 'Sign in' }}
        />
      </div>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-semibold">Receipts and invoices</h1>
        <p className="mt-1 text-sm text-slate-600">
          A receipt and a VAT invoice for every payment, and a credit note for every refund; prices include VAT. Experts
          also find a statement for every payout and a monthly invoice of the platform fees withheld.
        </p>
        {narrowed && (
          <Link to="/documents" className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
            Show all documents
          </Link>
        )}
      </div>
      {error ? (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>Failed to load your documents: {error.message}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : isPending || loading ? (
        <ListSkeleton label="Loading documents" />
      ) : documents.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={narrowed ? 'No documents for this payment yet' : 'No receipts or invoices yet'}
          description="Documents are issued the moment a payment succeeds, a refund is made or a payout is sent."
        />
      ) : (
        <ul className="space-y-3" aria-label="Documents">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              data-testid="document-row"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {documentTitle(document)} {document.number}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDate(document.issuedAt)} ·{' '}
                  <Link
                    to={`/project/${document.projectId}`}
                    className="text-brand-700 underline"
                    aria-label={`View project of ${document.number}`}
                  >
                    View project
                  </Link>
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                <Badge variant={document.kind === 'credit_note' ? 'secondary' : 'success'}>
                  {document.kind === 'credit_note' ? '−' : ''}
                  {formatExactMoney(document.grossAmount, document.currency)}
                </Badge>
                <Button variant="outline" size="sm" asChild>
                  <Link
                    to={`/documents/${document.id}`}
                    aria-label={`View ${documentTitle(document)} ${document.number}`}
                  >
                    View
                  </Link>
                </Button>
                <Button variant="outline" size="sm" asChild>
                  <a href={DOCUMENTS_API.pdf(document.id)} download aria-label={`PDF of ${document.number}`}>
                    PDF
                  </a>
                </Button>
                {document.eInvoice && (
                  <Button variant="outline" size="sm" asChild>
                    <a
                      href={DOCUMENTS_API.ubl(document.id)}
                      download
                      aria-label={`UBL e-invoice of ${document.number}`}
                      title="EN 16931 e-invoice (UBL 2.1 XML)"
                    >
                      UBL
                    </a>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
