import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { facturXMetadata, type PdfRenderOptions } from './document-pdf';
import { hasEInvoice } from '../../../shared/domain/documents';
import { toMajorUnits } from '../../../shared/domain/money';
import type { TBusinessDocument, TDocumentParty } from '../../../shared/schemas/documents';

/** UNTDID 1001: a commercial invoice, a credit note. */
const TYPE_CODES = { invoice: '380', credit_note: '381' } as const;
/** UNTDID 4461: payment by bank card, by credit transfer. */
const PAYMENT_MEANS = { card: '48', bank_transfer: '30' } as const;

type UblParty = Invoice['ubl:Invoice']['cac:AccountingSupplierParty']['cac:Party'];
type TaxCategory = NonNullable<
  Invoice['ubl:Invoice']['cac:TaxTotal'][number]['cac:TaxSubtotal']
>[number]['cac:TaxCategory'];

/** Minor-unit digits of a currency (2 for GBP, 0 for JPY). */
const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/**
 * A party as EN 16931 names it: its name, postal address (the free-text address as street lines, and the country),
 * VAT number, company number and e-mail, which is also its electronic address.
 */
function partyOf(party: TDocumentParty, fallbackCountry: string, role: 'seller' | 'buyer'): UblParty {
  const taxScheme = party.vatNumber ? { 'cbc:CompanyID': party.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } : null;
  const [street, ...rest] = (party.address ?? '').split(/\r?\n|,\s*/).filter((line) => line.trim() !== '');
  return {
    'cbc:EndpointID': party.email ?? '',
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PartyName': { 'cbc:Name': party.name },
    'cac:PostalAddress': {
      ...(street ? { 'cbc:StreetName': street } : {}),
      ...(rest.length > 0 ? { 'cbc:AdditionalStreetName': rest.join(', ') } : {}),
      'cac:Country': { 'cbc:IdentificationCode': (party.country ?? fallbackCountry) as 'GB' },
    },
    // The model takes the seller's tax schemes as a list (VAT and a tax registration), the buyer's one.
    ...(taxScheme ? { 'cac:PartyTaxScheme': role === 'seller' ? [taxScheme] : taxScheme } : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': party.name,
      ...(party.companyNumber ? { 'cbc:CompanyID': party.companyNumber } : {}),
    },
    ...(party.email ? { 'cac:Contact': { 'cbc:ElectronicMail': party.email } } : {}),
  } as UblParty;
}

/** S: standard rate; AE: reverse charge, with the note as the exemption reason. */
function taxCategoryOf(document: TBusinessDocument): TaxCategory {
  if (document.vatTreatment === 'reverse_charge')
    return {
      'cbc:ID': 'AE',
      'cbc:Percent': '0',
      'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE',
      'cbc:TaxExemptionReason': document.vatNote ?? 'Reverse charge',
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    } as TaxCategory;
  return { 'cbc:ID': 'S', 'cbc:Percent': String(document.vatRatePercent), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
}

/** The document in the library's EN 16931 model (UBL-shaped JSON). Amounts are positive, as EN 16931 wants. */
export function eInvoiceModelOf(document: TBusinessDocument): Invoice {
  if (!hasEInvoice(document)) throw new Error(`${document.number} is not a VAT invoice or credit note`);
  const currency = document.currency.toUpperCase();
  const digits = minorDigits(currency);
  const amount = (minor: number) => toMajorUnits(Math.abs(minor), document.currency).toFixed(digits);
  const money = (minor: number) => ({ value: amount(minor), currencyID: currency });
  const category = taxCategoryOf(document);
  const { ['cbc:TaxExemptionReasonCode']: _code, ['cbc:TaxExemptionReason']: _reason, ...lineCategory } = category;
  const sellerCountry = document.seller.country ?? 'GB';
  const paidAtIssue = document.kind === 'invoice' && document.paymentMethod !== 'bank_transfer';
  const at = (key: string, value: { value: string; currencyID: string }) => ({
    [key]: value.value,
    [`${key}@currencyID`]: value.currencyID,
  });
  const notes = [document.vatNote, document.note].filter((note): note is string => Boolean(note));
  const paymentMeans =
    document.kind === 'invoice'
      ? PAYMENT_MEANS[document.paymentMethod === 'bank_transfer' ? 'bank_transfer' : 'card']
      : null;

  return {
    'ubl:Invoice': {
      'cbc:ID': document.number,
      'cbc:IssueDate': document.issuedAt.slice(0, 10),
      ...(document.dueAt ? { 'cbc:DueDate': document.dueAt.slice(0, 10) } : {}),
      'cbc:InvoiceTypeCode': TYPE_CODES[document.kind as keyof typeof TYPE_CODES],
      ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
      'cbc:DocumentCurrencyCode': currency,
      'cbc:BuyerReference': document.purchaseOrderReference ?? document.projectId,
      ...(document.purchaseOrderReference
        ? { 'cac:OrderReference': { 'cbc:ID': document.purchaseOrderReference } }
        : {}),
      ...(document.kind === 'credit_note' && document.invoiceNumber
        ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': document.invoiceNumber } }] }
        : {}),
      'cac:AccountingSupplierParty': { 'cac:Party': partyOf(document.seller, sellerCountry, 'seller') },
      'cac:AccountingCustomerParty': { 'cac:Party': partyOf(document.buyer, sellerCountry, 'buyer') },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': document.supplyDate.slice(0, 10) },
      ...(paymentMeans
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': paymentMeans,
                ...(document.paymentMethod === 'bank_transfer' && document.providerReference
                  ? { 'cbc:PaymentID': document.providerReference }
                  : {}),
              },
            ],
          }
        : {}),
      'cac:TaxTotal': [
        {
          ...at('cbc:TaxAmount', money(document.vatAmount)),
          'cac:TaxSubtotal': [
            {
              ...at('cbc:TaxableAmount', money(document.netAmount)),
              ...at('cbc:TaxAmount', money(document.vatAmount)),
              'cac:TaxCategory': category,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...at('cbc:LineExtensionAmount', money(document.netAmount)),
        ...at('cbc:TaxExclusiveAmount', money(document.netAmount)),
        ...at('cbc:TaxInclusiveAmount', money(document.grossAmount)),
        ...(paidAtIssue ? at('cbc:PrepaidAmount', money(document.grossAmount)) : {}),
        ...at('cbc:PayableAmount', money(paidAtIssue ? 0 : document.grossAmount)),
      },
      'cac:InvoiceLine': document.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        ...at('cbc:LineExtensionAmount', money(line.netAmount)),
        'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': lineCategory },
        'cac:Price': at('cbc:PriceAmount', money(line.quantity === 0 ? 0 : line.netAmount / line.quantity)),
      })),
    },
  } as unknown as Invoice;
}

const quiet = { log: () => {}, warn: () => {}, error: () => {} };

/** The e-invoice as UBL 2.1 XML (an Invoice, or a CreditNote for a credit note). */
export async function renderUbl(document: TBusinessDocument): Promise<string> {
  const xml = await new InvoiceService(quiet).generate(eInvoiceModelOf(document), { format: 'UBL', lang: 'en' });
  return String(xml);
}

/** The e-invoice as Factur-X / ZUGFeRD CII XML, profile EN 16931, to embed in the PDF as factur-x.xml. */
export async function renderFacturXXml(document: TBusinessDocument): Promise<string> {
  const xml = await new InvoiceService(quiet).generate(eInvoiceModelOf(document), { format: 'CII', lang: 'en' });
  return String(xml);
}

/** What the PDF of a VAT invoice or credit note carries: its Factur-X XML (profile EN 16931) and the XMP naming it. */
export async function eInvoicePdfOptions(document: TBusinessDocument): Promise<PdfRenderOptions> {
  if (!hasEInvoice(document)) return {};
  return {
    attachments: [
      {
        name: 'factur-x.xml',
        mimeType: 'text/xml',
        content: Buffer.from(await renderFacturXXml(document), 'utf8'),
        relationship: 'Alternative',
        description: 'Factur-X e-invoice (EN 16931)',
      },
    ],
    xmp: [facturXMetadata({ conformanceLevel: 'EN 16931' })],
  };
}
