import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  DOCUMENTS_API,
  documentTitle,
  paymentMethodLabel,
  SUPPLY_DATE_LABELS,
  transferInstructions,
} from '@shared/domain/documents';
import type { TDocumentParty } from '@shared/schemas/documents';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { GateCard } from '@web/components/ui/gate-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatExactMoney, formatLongDate } from '@web/lib/format';
import type { TPageMeta } from '@web/components/page-meta';
import { useDocument } from '../api/documents-api';

export const meta: TPageMeta = {
  title: 'Document',
  description: 'A receipt, VAT invoice or credit note.',
};

function Party({ label, party }: { label: string; party: TDocumentParty }) {
  const lines = [
    party.address,
    party.email,
    party.companyNumber && `Company number ${party.companyNumber}`,
    party.vatNumber && `VAT number ${party.vatNumber}`,
  ].filter(Boolean);
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h2>
      <p className="mt-1 font-medium text-slate-900">{party.name}</p>
      {lines.map((line) => (
        <p key={line as string} className="text-sm whitespace-pre-line text-slate-700">
          {line}
        </p>
      ))}
    </div>
  );
}

/** /documents/:id: a receipt, VAT invoice or credit note as a page, with its PDF. */
export default function DocumentPage() {
  const { id = '' } = useParams();
  const { data: document, error, isPending } = useDocument(id);

  if (error)
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <GateCard
          title="Document not found"
          text="This document does not exist, or it belongs to another account."
          action={{ to: '/documents', label: 'Your receipts and invoices' }}
        />
      </div>
    );
  if (isPending)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Skeleton className="h-96" />
      </div>
    );

  const money = (minor: number) => formatExactMoney(minor, document.currency);
  const title = documentTitle(document);
  const transfer = transferInstructions(document);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/documents" className="text-sm font-medium text-brand-700 hover:underline">
          ← Receipts and invoices
        </Link>
        <div className="flex flex-wrap gap-2">
          {document.eInvoice && (
            <Button variant="outline" asChild>
              <a href={DOCUMENTS_API.ubl(document.id)} download title="EN 16931 e-invoice (UBL 2.1 XML)">
                <Download aria-hidden="true" /> UBL e-invoice
              </a>
            </Button>
          )}
          <Button asChild>
            <a href={DOCUMENTS_API.pdf(document.id)} download>
              <Download aria-hidden="true" /> Download PDF
            </a>
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="space-y-6 p-4 sm:p-6">
          <div>
            <h1 className="text-2xl font-semibold">{title}</h1>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Number</dt>
              <dd className="font-medium">{document.number}</dd>
              <dt className="text-slate-500">Issue date</dt>
              <dd>{formatLongDate(document.issuedAt)}</dd>
              <dt className="text-slate-500">{SUPPLY_DATE_LABELS[document.kind]}</dt>
              <dd>{formatLongDate(document.supplyDate)}</dd>
              {document.invoiceNumber && (
                <>
                  <dt className="text-slate-500">{document.kind === 'credit_note' ? 'Credits invoice' : 'Invoice'}</dt>
                  <dd>{document.invoiceNumber}</dd>
                </>
              )}
              {document.purchaseOrderReference && (
                <>
                  <dt className="text-slate-500">Your PO reference</dt>
                  <dd className="break-all">{document.purchaseOrderReference}</dd>
                </>
              )}
              {document.dueAt && (
                <>
                  <dt className="text-slate-500">Due date</dt>
                  <dd>{formatLongDate(document.dueAt)}</dd>
                </>
              )}
              {(document.kind === 'receipt' || document.kind === 'payout_statement') && (
                <>
                  <dt className="text-slate-500">Payment</dt>
                  <dd className="break-all">
                    {paymentMethodLabel(document.paymentMethod)}
                    {document.providerReference ? ` (reference ${document.providerReference})` : ''}
                  </dd>
                </>
              )}
            </dl>
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <Party label="From" party={document.seller} />
            <Party label="To" party={document.buyer} />
          </div>
          <div>
            <table className="w-full text-xs sm:text-sm">
              <caption className="sr-only">Lines</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-500">
                  <th scope="col" className="py-2 font-medium">
                    Description
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-medium">
                    Net
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-medium">
                    VAT ({document.vatRatePercent}%)
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-medium">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {document.lines.map((line, index) => (
                  <tr key={index} className="border-b border-slate-100">
                    <td className="py-2 pr-2">{line.description}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{money(line.netAmount)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{money(line.vatAmount)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{money(line.grossAmount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="py-2 text-left">
                    Total {document.currency.toUpperCase()}
                  </th>
                  <td className="py-2 pl-2 text-right tabular-nums">{money(document.netAmount)}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{money(document.vatAmount)}</td>
                  <td className="py-2 pl-2 text-right tabular-nums" data-testid="document-total">
                    {money(document.grossAmount)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {transfer && (
            <section
              aria-labelledby="how-to-pay"
              className="space-y-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <h2 id="how-to-pay" className="font-semibold">
                How to pay
              </h2>
              {transfer.map((line) => (
                <p key={line} className="whitespace-pre-line">
                  {line}
                </p>
              ))}
            </section>
          )}
          {document.vatNote && <p className="text-sm text-slate-700">{document.vatNote}</p>}
          {document.note && <p className="text-sm text-slate-700">Reason: {document.note}</p>}
          {document.seller.footer && <p className="text-xs text-slate-500">{document.seller.footer}</p>}
        </CardContent>
      </Card>
    </div>
  );
}
