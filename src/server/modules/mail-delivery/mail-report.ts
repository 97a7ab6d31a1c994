import { simpleParser } from 'mailparser';
import { z } from 'zod';

/**
 * A report about a message we sent, read from the raw e-mail the operator's MTA (or a provider) forwards: a delivery
 * status notification (RFC 3464) or a feedback report (RFC 5965, a recipient's spam complaint).
 * `outboxIds`: every id of ours the report carries (the ENVID we sent, the VERP envelope sender it came back to).
 */
export type MailReport =
  | {
      kind: 'delivery-status';
      outboxIds: string[];
      recipients: { address: string; action: string; status: string; diagnostic: string | null }[];
    }
  | { kind: 'feedback'; outboxIds: string[]; feedbackType: string; recipient: string | null };

/** Why a posted message is not a report we read; the route answers 400 with it. */
export class MailReportError extends Error {}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const VERP_ID = new RegExp(`\\+(${UUID})@`, 'gi');

/** An address field's value without its type prefix and angle brackets: "rfc822; <a@b>" → "a@b". */
const addressOf = (value: string) =>
  value
    .replace(/^[\w-]+\s*;/, '')
    .trim()
    .replace(/^<(.*)>$/, '$1');

const ZRecipientFields = z.object({
  'final-recipient': z.string().min(3).transform(addressOf).pipe(z.email()),
  action: z.string().transform((action) => action.trim().toLowerCase()),
  status: z
    .string()
    .trim()
    .regex(/^[245]\.\d{1,3}\.\d{1,3}/, 'an enhanced status code such as 5.1.1'),
  'diagnostic-code': z.string().optional(),
});

const ZFeedbackFields = z.object({
  'feedback-type': z
    .string()
    .trim()
    .min(1)
    .transform((type) => type.toLowerCase()),
  'original-mail-from': z.string().optional(),
  'original-rcpt-to': z.string().transform(addressOf).pipe(z.email()).optional(),
});

/** RFC 822-style field blocks separated by blank lines, names lower-cased, folded lines joined. */
function fieldBlocks(text: string): Record<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map((block) => {
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) fields[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      return fields;
    })
    .filter((fields) => Object.keys(fields).length > 0);
}

function invalid(what: string, error: z.ZodError): never {
  const issue = error.issues[0];
  throw new MailReportError(`${what}: ${issue?.path.join('.') || 'field'} ${issue?.message ?? 'is invalid'}`);
}

const idsIn = (texts: (string | undefined)[]) => [
  ...new Set(texts.flatMap((text) => [...(text ?? '').matchAll(VERP_ID)].map((match) => match[1]!.toLowerCase()))),
];

/** Reads a raw report; throws MailReportError when it is not a delivery status notification or feedback report. */
export async function parseMailReport(raw: Buffer): Promise<MailReport> {
  const mail = await simpleParser(raw, { keepDeliveryStatus: true }).catch(() => {
    throw new MailReportError('The body is not an e-mail message');
  });
  const contentType = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> };
  const reportType = contentType?.value === 'multipart/report' ? contentType.params?.['report-type'] : undefined;
  const part = (type: string) => mail.attachments.find((attachment) => attachment.contentType === type);
  const toAddresses = [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address ?? ''));
  const originalHeaders = part('text/rfc822-headers')?.content.toString('utf8');

  if (reportType === 'delivery-status') {
    const status = part('message/delivery-status');
    if (!status) throw new MailReportError('The report has no message/delivery-status part');
    const [perMessage = {}, ...perRecipient] = fieldBlocks(status.content.toString('utf8'));
    if (perRecipient.length === 0) throw new MailReportError('The delivery status names no recipient');
    const recipients = perRecipient.map((fields) => {
      const parsed = ZRecipientFields.safeParse(fields);
      if (!parsed.success) invalid('Delivery status', parsed.error);
      const { 'final-recipient': address, action, status, 'diagnostic-code': diagnostic } = parsed.data;
      return { address, action, status, diagnostic: diagnostic ? addressOf(diagnostic) : null };
    });
    const envelopeId = perMessage['original-envelope-id']?.trim();
    const outboxIds = idsIn([...toAddresses, originalHeaders]);
    if (envelopeId && new RegExp(`^${UUID}$`, 'i').test(envelopeId)) outboxIds.unshift(envelopeId.toLowerCase());
    return { kind: 'delivery-status', outboxIds: [...new Set(outboxIds)], recipients };
  }

  if (reportType === 'feedback-report') {
    const report = part('message/feedback-report');
    if (!report) throw new MailReportError('The report has no message/feedback-report part');
    const parsed = ZFeedbackFields.safeParse(fieldBlocks(report.content.toString('utf8'))[0] ?? {});
    if (!parsed.success) invalid('Feedback report', parsed.error);
    const fields = parsed.data;
    return {
      kind: 'feedback',
      outboxIds: idsIn([fields['original-mail-from'], originalHeaders, mail.text]),
      feedbackType: fields['feedback-type'],
      recipient: fields['original-rcpt-to'] ?? null,
    };
  }
  throw new MailReportError(
    'Expected a multipart/report of report-type delivery-status (RFC 3464) or feedback-report (RFC 5965)',
  );
}
