import { Readable } from 'node:stream';
import { toSummary } from './document-reads';
import { toMajorUnits } from '../../../shared/domain/money';
import {
  ADMIN_DOCUMENTS_PAGE_SIZE,
  invoiceRegisterFileName,
  type TAdminDocumentPage,
  type TAdminDocumentsQuery,
  type TDocumentParty,
} from '../../../shared/schemas/documents';
import { csvLine, UTF8_BOM } from '../../lib/csv';
import type { DocumentRegisterFilter, DocumentRow, createDocumentsRepository } from './documents.repository';

const EXPORT_BATCH_SIZE = 1000;

const CSV_HEADER = [
  'number',
  'kind',
  'issued_at',
  'supply_date',
  'buyer_name',
  'buyer_vat_number',
  'currency',
  'net',
  'vat',
  'gross',
  'vat_rate_percent',
  'invoice_number',
  'payment_method',
  'provider_reference',
];

/** `month` (YYYY-MM) as the UTC instants it spans: from its first midnight to the next month's. */
function filterOf(query: Omit<TAdminDocumentsQuery, 'page'>): DocumentRegisterFilter {
  const [year, month] = query.month ? query.month.split('-').map(Number) : [];
  return {
    q: query.q || undefined,
    kind: query.kind,
    from: year && month ? new Date(Date.UTC(year, month - 1, 1)) : undefined,
    until: year && month ? new Date(Date.UTC(year, month, 1)) : undefined,
  };
}

/** Minor-unit digits of a currency (2 for GBP, 0 for JPY), so 1200 pence is written "12.00", not "12". */
const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** 1234 gbp → "12.34": a plain decimal of major units, no symbol or grouping, for spreadsheets. */
const decimal = (minor: number, currency: string) => toMajorUnits(minor, currency).toFixed(minorDigits(currency));

const buyerOf = (row: DocumentRow) => row.buyer as TDocumentParty;

/**
 * An amount as it counts in the books: a credit note's is negative (it reduces what was invoiced), so a column of
 * gross amounts adds up to net sales. The documents themselves keep the amounts as printed.
 */
export const bookedAmount = (kind: string, amount: number) => (kind === 'credit_note' ? -amount : amount);

/**
 * The admin Documents register: every issued document of every kind, searchable and filtered by kind and month, and
 * the accountant's CSV of the same filters. Amounts are as booked: a credit note's net, VAT and gross are negative.
 */
export function createDocumentRegister({ repository }: { repository: ReturnType<typeof createDocumentsRepository> }) {
  return {
    async register(query: TAdminDocumentsQuery): Promise<TAdminDocumentPage> {
      const pageSize = ADMIN_DOCUMENTS_PAGE_SIZE;
      const { rows, total } = await repository.registerPage(filterOf(query), pageSize, (query.page - 1) * pageSize);
      return {
        documents: rows.map((row) => ({
          ...toSummary(row),
          netAmount: bookedAmount(row.kind, row.netAmount),
          vatAmount: bookedAmount(row.kind, row.vatAmount),
          grossAmount: bookedAmount(row.kind, row.grossAmount),
          buyerName: buyerOf(row).name,
          buyerEmail: buyerOf(row).email ?? null,
        })),
        total,
        page: query.page,
        pageSize,
      };
    },

    /**
     * The register as CSV for the accountant: every matching document in the order it was issued (oldest first),
     * streamed in batches. Named for the month when one is chosen, else for today (UTC).
     */
    registerCsv(query: Omit<TAdminDocumentsQuery, 'page'>): { fileName: string; body: Readable } {
      const filter = filterOf(query);
      async function* lines(): AsyncGenerator<string> {
        yield UTF8_BOM + csvLine(CSV_HEADER);
        let last: string | null = null;
        for (;;) {
          const batch = await repository.registerBatchAfter(filter, last, EXPORT_BATCH_SIZE);
          if (batch.length === 0) return;
          yield batch
            .map((row) =>
              csvLine([
                row.number,
                row.kind,
                row.issuedAt.toISOString(),
                row.supplyDate.toISOString().slice(0, 10),
                buyerOf(row).name,
                buyerOf(row).vatNumber,
                row.currency.toUpperCase(),
                decimal(bookedAmount(row.kind, row.netAmount), row.currency),
                decimal(bookedAmount(row.kind, row.vatAmount), row.currency),
                decimal(bookedAmount(row.kind, row.grossAmount), row.currency),
                Number(row.vatRatePercent),
                row.invoiceNumber,
                row.paymentMethod,
                row.providerReference,
              ]),
            )
            .join('');
          if (batch.length < EXPORT_BATCH_SIZE) return;
          last = batch[batch.length - 1]!.id;
        }
      }
      return {
        fileName: invoiceRegisterFileName(query.month),
        body: Readable.from(lines(), { objectMode: false }),
      };
    },
  };
}
