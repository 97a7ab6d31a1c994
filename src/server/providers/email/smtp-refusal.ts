/** The enhanced status code (RFC 3463, e.g. 5.1.1) in a server's reply or a report's Status field. */
export const enhancedStatusOf = (text: string): string | null => /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(text)?.[0] ?? null;

/**
 * Whether a permanent failure is the address's fault (it does not exist, moved, or its mailbox is disabled) rather
 * than ours (5.7.x: relaying denied, policy, authentication): only those stop optional mail to the address, so a
 * misconfigured relay never marks every customer bounced.
 */
export function isBadAddress(smtpCode: number | null, status: string | null): boolean {
  if (status) return /^5\.1\.\d+$/.test(status) || status === '5.2.1';
  return smtpCode === 550 || smtpCode === 551 || smtpCode === 553;
}

export type RecipientRefusal = { smtpCode: number; status: string | null; reason: string; badAddress: boolean };

/**
 * A permanent (5xx) refusal of the recipient at RCPT time, read from nodemailer's error; null for anything else
 * (4xx deferrals, connection failures, a refused message body), which are retried.
 */
export function permanentRecipientRefusal(error: unknown): RecipientRefusal | null {
  if (!(error instanceof Error)) return null;
  const { code, command, responseCode, response } = error as Error & {
    code?: string;
    command?: string;
    responseCode?: number;
    response?: string;
  };
  if (code !== 'EENVELOPE' || command !== 'RCPT TO' || !responseCode || responseCode < 500 || responseCode > 599)
    return null;
  const reason = (response ?? error.message).trim().slice(0, 500);
  const status = enhancedStatusOf(reason);
  return { smtpCode: responseCode, status, reason, badAddress: isBadAddress(responseCode, status) };
}
