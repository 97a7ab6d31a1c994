import { MAIL_BOUNCES_LISTED, type TMailBounce, type TMailReportResult } from '../../../shared/schemas/mail-bounces';
import type { Database } from '../../db/client';
import { appError } from '../../errors';
import type { BounceRow } from '../../providers/email/bounce-list';
import type { Mailer, OutboxRow } from '../../providers/email/mailer';
import { isBadAddress } from '../../providers/email/smtp-refusal';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import { MailReportError, parseMailReport, type MailReport } from './mail-report';

/** Feedback types that are complaints; `not-spam` and `auth-failure` reports are not (RFC 5965, 6591). */
const COMPLAINT_TYPES = new Set(['abuse', 'fraud', 'virus', 'other']);

export const mailBouncesErrors = {
  invalidReport: (why: string) => appError('mail.report_invalid', 400, why),
  unknownMessage: () =>
    appError('mail.report_unknown', 400, 'The report names no message we sent (no id of ours, no known recipient)'),
  notFound: () => appError('mail.bounce_not_found', 404, 'Bounced address not found'),
};

export function toMailBounceDto(row: BounceRow): TMailBounce {
  return {
    id: row.id,
    address: row.address,
    kind: row.kind,
    source: row.source,
    reason: row.reason,
    smtpCode: row.smtpCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The SMTP reply code in a diagnostic such as "550 5.1.1 User unknown". */
const smtpCodeOf = (diagnostic: string | null) => Number(/\b([245]\d\d)\b/.exec(diagnostic ?? '')?.[1]) || null;

/**
 * Bounces and complaints: reports the operator's MTA forwards (a delivery status notification or a feedback report
 * about a message of ours), the admins' list and clearing, and the owner's own view and "Try again".
 */
export function createMailBouncesService({
  db,
  mailer,
  activity,
}: {
  db: Database;
  mailer: Pick<Mailer, 'bounces' | 'findInOutbox' | 'listOutbox' | 'markFailed'>;
  activity: Pick<AdminActivityService, 'record'>;
}) {
  /** The message the report is about: by an id of ours it carries, else the newest one to the address it names. */
  async function messageOf(report: MailReport, recipient: string | null): Promise<OutboxRow> {
    for (const id of report.outboxIds) {
      const row = await mailer.findInOutbox(id);
      if (row) return row;
    }
    const [newest] = recipient ? await mailer.listOutbox(1, recipient) : [];
    if (!newest) throw mailBouncesErrors.unknownMessage();
    return newest;
  }

  async function deliveryFailure(report: Extract<MailReport, { kind: 'delivery-status' }>) {
    const failed = report.recipients.find((r) => r.action === 'failed' && r.status.startsWith('5'));
    const message = await messageOf(report, (failed ?? report.recipients[0])?.address ?? null);
    if (!failed) return { outcome: 'ignored' as const, bounce: null };
    const reason = `${failed.diagnostic ?? failed.status}`.slice(0, 500);
    const smtpCode = smtpCodeOf(failed.diagnostic);
    return db.transaction(async (tx) => {
      await mailer.markFailed(message.id, reason, tx);
      if (!isBadAddress(smtpCode, failed.status)) return { outcome: 'failed' as const, bounce: null };
      const bounce = await mailer.bounces.record(
        {
          address: message.to,
          kind: 'hard-bounce',
          source: 'dsn',
          reason,
          smtpCode,
          status: failed.status,
          outboxId: message.id,
        },
        tx,
      );
      return { outcome: 'hard-bounce' as const, bounce };
    });
  }

  async function complaint(report: Extract<MailReport, { kind: 'feedback' }>) {
    const message = await messageOf(report, report.recipient);
    if (!COMPLAINT_TYPES.has(report.feedbackType)) return { outcome: 'ignored' as const, bounce: null };
    const bounce = await mailer.bounces.record({
      address: message.to,
      kind: 'complaint',
      source: 'arf',
      reason: `Reported as ${report.feedbackType} (feedback report)`,
      smtpCode: null,
      status: null,
      outboxId: message.id,
    });
    return { outcome: 'complaint' as const, bounce };
  }

  return {
    /** Reads a forwarded report and records what it says; a replay answers the same and changes nothing. */
    async receiveReport(raw: Buffer): Promise<TMailReportResult> {
      const report = await parseMailReport(raw).catch((error: unknown) => {
        throw error instanceof MailReportError ? mailBouncesErrors.invalidReport(error.message) : error;
      });
      const { outcome, bounce } = report.kind === 'feedback' ? await complaint(report) : await deliveryFailure(report);
      return { outcome, bounce: bounce ? toMailBounceDto(bounce) : null };
    },

    /** The newest bounced addresses (admin only: the route checks). */
    async list(): Promise<TMailBounce[]> {
      return (await mailer.bounces.list(MAIL_BOUNCES_LISTED)).map(toMailBounceDto);
    },

    /** Lets optional mail go to the address again; recorded in the activity log. */
    async clear(id: string, admin: TAdminActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await mailer.bounces.findById(id, tx);
        if (!row) throw mailBouncesErrors.notFound();
        await mailer.bounces.clear(id, tx);
        await activity.record(
          admin,
          {
            action: 'mail.bounce_cleared',
            targetId: row.address,
            summary: `Let optional e-mail go to ${row.address} again (${row.kind}: ${row.reason})`,
            before: toMailBounceDto(row),
            after: null,
          },
          tx,
        );
      });
    },

    /** The person's own address, when it bounced or complained. */
    async ofAddress(address: string): Promise<TMailBounce | null> {
      const row = await mailer.bounces.find(address);
      return row ? toMailBounceDto(row) : null;
    },

    /** The owner's "Try again": optional mail to their address goes out again (it bounces back here if still bad). */
    async clearOwn(address: string): Promise<void> {
      const row = await mailer.bounces.find(address);
      if (row) await mailer.bounces.clear(row.id);
    },
  };
}

export type MailBouncesService = ReturnType<typeof createMailBouncesService>;
