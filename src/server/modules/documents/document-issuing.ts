import { clock } from '../../lib/clock';
import type { TDocumentKind, TPaymentMethod } from '../../../shared/domain/documents';
import { vatSplitOf } from '../../../shared/domain/vat';
import type { TDocumentLine } from '../../../shared/schemas/documents';
import type { Executor } from '../../db/client';
import type { ProjectsService } from '../projects/projects.service';
import type { DocumentFields, IssueNumbered } from './document-numbering';
import type { DocumentRow, createDocumentsRepository } from './documents.repository';
import { buyerPartyOf, type VatTreatment } from './vat-treatment';

/** A successful payment: a pack order, or a milestone's funding. */
export type PaymentDocumentsInput = {
  cause: 'order' | 'milestone';
  /** The order's or the milestone payment's id. */
  causeId: string;
  buyerId: string;
  projectId: string;
  orderId: string | null;
  milestoneId: string | null;
  /** The line on the invoice, e.g. the pack's title or "Milestone 2: Pricing review — Project". */
  description: string;
  amount: number;
  currency: string;
  paymentMethod: TPaymentMethod;
  providerReference: string | null;
  paidAt: Date;
};

/** A bank-transfer invoice, issued when the client chooses to pay that way; its receipt follows the transfer. */
export type TransferInvoiceInput = Omit<PaymentDocumentsInput, 'paymentMethod' | 'paidAt' | 'providerReference'> & {
  /** The payment reference the client quotes on the transfer. */
  transferReference: string;
  dueAt: Date;
};

/** A refund of escrow to the client (a dispute's partial or full refund, a cancellation). */
export type CreditNoteInput = {
  refundId: string;
  buyerId: string;
  projectId: string;
  milestoneId: string | null;
  amount: number;
  currency: string;
  reason: string;
};

type Deps = {
  repository: ReturnType<typeof createDocumentsRepository>;
  issueNumbered: IssueNumbered;
  vat: Pick<VatTreatment, 'decide'>;
  projects: Pick<ProjectsService, 'purchaseOrderReferenceOf'>;
};

/** A document's VAT as stored: a decision, or the one of the invoice it belongs to. */
type DocumentVat = { ratePercent: number; treatment: string; note: string | null };
const vatOfInvoice = (invoice: DocumentRow): DocumentVat => ({
  ratePercent: Number(invoice.vatRatePercent),
  treatment: invoice.vatTreatment,
  note: invoice.vatNote,
});

/**
 * Issues documents inside the transaction that books the money, so a document exists exactly when its payment or
 * refund does, numbered without gaps. Each (cause, kind) issues once: asking again returns the first one.
 */
export function createDocumentIssuing({ repository, issueNumbered, vat, projects }: Deps) {
  // Sequential on purpose: these reads share the caller's transaction, which has one connection.
  async function parties(buyerId: string, projectId: string, tx: Executor) {
    const { decision, seller, billing } = await vat.decide(buyerId, tx);
    return {
      decision,
      seller,
      buyer: buyerPartyOf(billing!),
      purchaseOrderReference: await projects.purchaseOrderReferenceOf(projectId, tx),
    };
  }

  /** The invoice of a payment, in its transaction: a card payment's at once, a bank transfer's when chosen. */
  async function issueInvoice(
    input: Omit<PaymentDocumentsInput, 'paidAt' | 'paymentMethod' | 'providerReference'> & {
      supplyDate: Date;
      transfer?: { reference: string; dueAt: Date };
    },
    tx: Executor,
  ): Promise<DocumentRow> {
    const { seller, buyer, decision, purchaseOrderReference } = await parties(input.buyerId, input.projectId, tx);
    return issue(
      'invoice',
      `${input.cause}:${input.causeId}:invoice`,
      {
        supplyDate: input.supplyDate,
        buyerId: input.buyerId,
        projectId: input.projectId,
        orderId: input.orderId,
        milestoneId: input.milestoneId,
        currency: input.currency,
        description: input.description,
        amount: input.amount,
        vat: decision,
        // Bank details are printed only where they are needed: on an invoice to be paid by transfer.
        seller: input.transfer ? seller : { ...seller, bankDetails: null },
        buyer,
        purchaseOrderReference,
        ...(input.transfer
          ? { paymentMethod: 'bank_transfer', providerReference: input.transfer.reference, dueAt: input.transfer.dueAt }
          : {}),
      },
      tx,
    );
  }

  async function issue(
    kind: TDocumentKind,
    sourceKey: string,
    fields: Omit<
      DocumentFields,
      'netAmount' | 'vatAmount' | 'grossAmount' | 'lines' | 'vatRatePercent' | 'vatTreatment' | 'vatNote'
    > & {
      description: string;
      amount: number;
      vat: DocumentVat;
    },
    tx: Executor,
  ): Promise<DocumentRow> {
    const split = vatSplitOf(fields.amount, fields.vat);
    const line: TDocumentLine = {
      description: fields.description,
      quantity: 1,
      netAmount: split.net,
      vatAmount: split.vat,
      grossAmount: split.gross,
    };
    const { description: _description, amount: _amount, vat: documentVat, ...rest } = fields;
    return issueNumbered(
      kind,
      sourceKey,
      {
        ...rest,
        netAmount: split.net,
        vatAmount: split.vat,
        grossAmount: split.gross,
        vatRatePercent: String(documentVat.ratePercent),
        vatTreatment: documentVat.treatment,
        vatNote: documentVat.note,
        lines: [line],
      },
      tx,
    );
  }

  return {
    /**
     * An invoice (a VAT invoice once the seller has a VAT number) and a receipt for a successful payment, in the payment's transaction. A bank transfer's invoice
     * was issued when the transfer was chosen: the receipt joins it.
     */
    async issueForPayment(
      input: PaymentDocumentsInput,
      tx: Executor,
    ): Promise<{ invoice: DocumentRow; receipt: DocumentRow }> {
      const invoice = await issueInvoice({ ...input, supplyDate: input.paidAt }, tx);
      const receipt = await issue(
        'receipt',
        `${input.cause}:${input.causeId}:receipt`,
        {
          supplyDate: input.paidAt,
          buyerId: input.buyerId,
          projectId: input.projectId,
          orderId: input.orderId,
          milestoneId: input.milestoneId,
          currency: input.currency,
          description: input.description,
          amount: input.amount,
          vat: vatOfInvoice(invoice),
          seller: { ...(invoice.seller as object), bankDetails: null } as DocumentRow['seller'],
          buyer: invoice.buyer,
          purchaseOrderReference: invoice.purchaseOrderReference,
          invoiceId: invoice.id,
          paymentMethod: input.paymentMethod,
          providerReference: input.providerReference,
        },
        tx,
      );
      return { invoice, receipt };
    },

    /** The invoice a client pays by bank transfer, issued when they choose it, with the bank details and reference. */
    issueTransferInvoice: (input: TransferInvoiceInput, tx: Executor) =>
      issueInvoice(
        { ...input, supplyDate: clock.now(), transfer: { reference: input.transferReference, dueAt: input.dueAt } },
        tx,
      ),

    /** A credit note for a refund, against the invoice of the order or milestone it returns money from. */
    async issueCreditNote(input: CreditNoteInput, tx: Executor): Promise<DocumentRow> {
      const { seller, buyer, decision } = await parties(input.buyerId, input.projectId, tx);
      const invoice = await repository.findInvoice(input.projectId, input.milestoneId, tx);
      return issue(
        'credit_note',
        `refund:${input.refundId}:credit_note`,
        {
          supplyDate: clock.now(),
          buyerId: input.buyerId,
          projectId: input.projectId,
          orderId: invoice?.orderId ?? null,
          milestoneId: input.milestoneId,
          invoiceId: invoice?.id ?? null,
          currency: input.currency,
          description: invoice ? `Refund against invoice ${invoice.number}` : 'Refund',
          amount: input.amount,
          // The credit note takes the VAT of the invoice it corrects.
          vat: invoice ? vatOfInvoice(invoice) : decision,
          seller: { ...seller, bankDetails: null },
          buyer,
          purchaseOrderReference: invoice?.purchaseOrderReference ?? null,
          note: input.reason,
        },
        tx,
      );
    },
  };
}
