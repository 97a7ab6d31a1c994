import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { DOCUMENT_FONTS, documentFontBytes, fontRuns } from './document-fonts';

/** A file carried inside the PDF/A-3 (e.g. a Factur-X `factur-x.xml`), listed in the catalog's /AF array. */
export type PdfAttachment = {
  name: string;
  mimeType: string;
  content: Buffer;
  /** How the file relates to the document (PDF/A-3 AFRelationship): Factur-X uses 'Alternative'. */
  relationship: 'Alternative' | 'Data' | 'Source' | 'Supplement' | 'Unspecified';
  description?: string;
};

export type PdfRenderOptions = {
  attachments?: PdfAttachment[];
  /** Extra XMP `rdf:Description` elements (e.g. `facturXMetadata(...)`), added to the document's metadata. */
  xmp?: string[];
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

/**
 * An A4 PDF/A-3b document (embedded fonts, the sRGB output intent, XMP metadata) whose bytes depend only on what is
 * passed in: creation and modification dates are the issue time and the file identifier is derived from `id`, so
 * rendering the same document again gives the same bytes.
 */
export function archivalPdf({
  id,
  title,
  author,
  issuedAt,
  options,
}: {
  id: string;
  /** Put in the Info dictionary and, by pdfkit, unescaped in XMP: plain text without markup characters. */
  title: string;
  author: string;
  issuedAt: Date;
  options: PdfRenderOptions;
}): PDFKit.PDFDocument {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: title, CreationDate: issuedAt, ModDate: issuedAt },
  });
  // pdfkit derives the trailer's /ID from the Info dictionary; a document keeps one identifier however it is drawn.
  (pdf as unknown as { _id: Buffer })._id = createHash('md5').update(`business-document:${id}`).digest();
  for (const name of Object.values(DOCUMENT_FONTS)) pdf.registerFont(name, documentFontBytes(name));
  pdf.font(DOCUMENT_FONTS.regular);

  const at = issuedAt.toISOString().split('.')[0] + 'Z';
  // The author is the seller's name, which may hold '&' or '<': written here escaped rather than through Info.
  pdf.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
            <xmp:ModifyDate>${at}</xmp:ModifyDate>
            <xmp:MetadataDate>${at}</xmp:MetadataDate>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:creator><rdf:Seq><rdf:li>${escapeXml(author)}</rdf:li></rdf:Seq></dc:creator>
        </rdf:Description>`);
  for (const xmp of options.xmp ?? []) pdf.appendXML(xmp);
  for (const attachment of options.attachments ?? []) {
    const fileOptions: PDFKit.Mixins.PDFAttachmentOptions & { relationship: PdfAttachment['relationship'] } = {
      name: attachment.name,
      type: attachment.mimeType,
      description: attachment.description,
      relationship: attachment.relationship,
      creationDate: issuedAt,
      modifiedDate: issuedAt,
    };
    pdf.file(attachment.content, fileOptions);
  }
  return pdf;
}

/**
 * Writes text in the document fonts, switching to the CJK font for the runs the main font has no glyphs for. Starts
 * at (x, y) when given, else where the last text left off.
 */
export function writeText(
  pdf: PDFKit.PDFDocument,
  text: string,
  { bold = false, x, y, ...options }: PDFKit.Mixins.TextOptions & { bold?: boolean; x?: number; y?: number } = {},
): void {
  // Line by line: pdfkit drops a line break that ends one run of continued text.
  text.split('\n').forEach((line, lineIndex) => {
    const runs = fontRuns(line, bold);
    runs.forEach((run, index) => {
      pdf.font(run.font);
      const continued = index < runs.length - 1;
      if (index === 0 && x !== undefined) pdf.text(run.text, x, lineIndex === 0 ? y : pdf.y, { ...options, continued });
      else pdf.text(run.text, { ...options, continued });
    });
  });
}

/**
 * The XMP a Factur-X / ZUGFeRD invoice declares (its `fx:` properties and their PDF/A extension schema), for
 * `PdfRenderOptions.xmp`, beside the XML attached as `factur-x.xml` with relationship 'Alternative'.
 */
export function facturXMetadata({
  conformanceLevel,
  documentFileName = 'factur-x.xml',
  documentType = 'INVOICE',
  version = '1.0',
}: {
  /** MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED or XRECHNUNG. */
  conformanceLevel: string;
  documentFileName?: string;
  documentType?: 'INVOICE' | 'ORDER' | 'ORDER_RESPONSE' | 'ORDER_CHANGE';
  version?: string;
}): string {
  const namespace = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
  const property = (name: string, description: string) => `
                  <rdf:li rdf:parseType="Resource">
                    <pdfaProperty:name>${name}</pdfaProperty:name>
                    <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                    <pdfaProperty:category>external</pdfaProperty:category>
                    <pdfaProperty:description>${description}</pdfaProperty:description>
                  </rdf:li>`;
  return `
        <rdf:Description rdf:about="" xmlns:fx="${namespace}">
            <fx:DocumentType>${documentType}</fx:DocumentType>
            <fx:DocumentFileName>${escapeXml(documentFileName)}</fx:DocumentFileName>
            <fx:Version>${escapeXml(version)}</fx:Version>
            <fx:ConformanceLevel>${escapeXml(conformanceLevel)}</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${namespace}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property(
                    'DocumentType',
                    'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
                  )}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property(
                    'ConformanceLevel',
                    'The conformance level of the embedded XML document',
                  )}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>`;
}
