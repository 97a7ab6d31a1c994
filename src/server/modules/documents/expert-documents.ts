import { formatMoney } from '../../../shared/domain/money';
import { vatSplitOf } from '../../../shared/domain/vat';
import type { TDocumentLine } from '../../../shared/schemas/documents';
import type { Executor } from '../../db/client';
import type { IssueNumbered } from './document-numbering';
import type { DocumentRow } from './documents.repository';
import { buyerPartyOf, type VatTreatment } from './vat-treatment';

/** A payout to an expert: their share of what was released, the platform fee withheld from it, and what was paid. */
export type PayoutStatementInput = {
  payoutId: string;
  expertId: string;
  projectId: string;
  milestoneId: string | null;
  projectTitle: string;
  currency: string;
  /** The expert's share of the amount released from escrow, before the fee. */
  grossAmount: number;
  feeAmount: number;
  /** What was paid out: gross − fee. */
  netAmount: number;
  /** Of the release, for agency splits (100 for a single expert). */
  sharePercent: number;
  paidAt: Date;
  providerReference: string | null;
};

/** The platform fees withheld from one expert's payouts in a calendar month, invoiced on the month's last day. */
export type FeeInvoiceInput = {
  expertId: string;
  /** YYYY-MM */
  month: string;
  currency: string;
  payouts: { projectId: string; projectTitle: string; /** YYYY-MM-DD */ paidOn: string; feeAmount: number }[];
};

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0, 23, 59, 59));
};

/** Documents addressed to experts: a payout statement per payout and a monthly invoice of the platform fees. */
export function createExpertDocuments({
  issueNumbered,
  vat,
}: {
  issueNumbered: IssueNumbered;
  vat: Pick<VatTreatment, 'decide'>;
}) {
  return {
    /** In the payout's own transaction; no VAT (it records money paid, not a supply). */
    async issuePayoutStatement(input: PayoutStatementInput, tx: Executor): Promise<DocumentRow> {
      const { seller, billing } = await vat.decide(input.expertId, tx);
      const money = (minor: number) => formatMoney(minor, input.currency, { alwaysShowMinor: true });
      const share = input.sharePercent === 100 ? '' : ` (your ${Number(input.sharePercent.toFixed(2))}% share)`;
      const lines: TDocumentLine[] = [
        {
          description: `Released from escrow${share}: ${input.projectTitle}`,
          quantity: 1,
          netAmount: input.grossAmount,
          vatAmount: 0,
          grossAmount: input.grossAmount,
        },
        {
          description: `Platform fee withheld (${money(input.feeAmount)})`,
          quantity: 1,
          netAmount: -input.feeAmount,
          vatAmount: 0,
          grossAmount: -input.feeAmount,
        },
      ];
      return issueNumbered(
        'payout_statement',
        `payout:${input.payoutId}:statement`,
        {
          supplyDate: input.paidAt,
          buyerId: input.expertId,
          projectId: input.projectId,
          orderId: null,
          milestoneId: input.milestoneId,
          paymentMethod: 'payout',
          providerReference: input.providerReference,
          currency: input.currency,
          netAmount: input.netAmount,
          vatAmount: 0,
          grossAmount: input.netAmount,
          vatRatePercent: '0',
          seller: { ...seller, bankDetails: null },
          buyer: buyerPartyOf(billing!),
          lines,
          note: null,
        },
        tx,
      );
    },

    /** Once per expert and month (asking again returns the first); the fee includes VAT as it applies to the expert. */
    async issueFeeInvoice(input: FeeInvoiceInput, tx: Executor): Promise<DocumentRow | null> {
      const total = input.payouts.reduce((sum, payout) => sum + payout.feeAmount, 0);
      if (total <= 0) return null;
      const { seller, billing, decision } = await vat.decide(input.expertId, tx);
      const lines: TDocumentLine[] = input.payouts.map((payout) => {
        const split = vatSplitOf(payout.feeAmount, decision);
        return {
          description: `Platform fee: ${payout.projectTitle} (payout of ${payout.paidOn})`,
          quantity: 1,
          netAmount: split.net,
          vatAmount: split.vat,
          grossAmount: split.gross,
        };
      });
      const vatTotal = lines.reduce((sum, line) => sum + line.vatAmount, 0);
      return issueNumbered(
        'fee_invoice',
        `fees:${input.expertId}:${input.month}`,
        {
          supplyDate: lastDayOf(input.month),
          buyerId: input.expertId,
          projectId: input.payouts[0]!.projectId,
          orderId: null,
          milestoneId: null,
          paymentMethod: 'withheld_from_payouts',
          providerReference: null,
          currency: input.currency,
          netAmount: total - vatTotal,
          vatAmount: vatTotal,
          grossAmount: total,
          vatRatePercent: String(decision.ratePercent),
          vatTreatment: decision.treatment,
          vatNote: decision.note,
          seller: { ...seller, bankDetails: null },
          buyer: buyerPartyOf(billing!),
          lines,
          note: `Platform fees for ${input.month}, already withheld from your payouts: nothing to pay.`,
        },
        tx,
      );
    },
  };
}
