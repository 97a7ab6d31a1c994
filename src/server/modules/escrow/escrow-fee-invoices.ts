import type { EscrowContext } from './escrow-context';

/** "2026-10" for any time in October 2026 (UTC). */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The month before the one `now` is in. */
export function previousMonth(now: Date): string {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

/**
 * Each month, every expert gets one invoice of the platform fees withheld from their payouts that month (the fee is
 * a supply by the marketplace to the expert). Idempotent: a rerun returns the invoices already issued.
 */
export function createFeeInvoices(deps: EscrowContext) {
  const { db, repository, projects, documents } = deps;

  async function issueForMonth(month: string): Promise<number> {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const from = new Date(Date.UTC(year, monthNumber - 1, 1));
    const to = new Date(Date.UTC(year, monthNumber, 1));
    const payouts = await repository.paidWithFeeBetween(from, to);
    const byExpert = new Map<string, typeof payouts>();
    for (const payout of payouts) {
      const key = `${payout.userId}:${payout.currency}`;
      byExpert.set(key, [...(byExpert.get(key) ?? []), payout]);
    }
    const titles = new Map<string, string>();
    for (const projectId of new Set(payouts.map((payout) => payout.projectId)))
      titles.set(projectId, (await projects.milestones.projectOf(projectId))?.title ?? 'Project');
    let issued = 0;
    for (const rows of byExpert.values()) {
      const invoice = await db.transaction((tx) =>
        documents.issueFeeInvoice(
          {
            expertId: rows[0]!.userId,
            month,
            currency: rows[0]!.currency,
            payouts: rows.map((row) => ({
              projectId: row.projectId,
              projectTitle: titles.get(row.projectId)!,
              paidOn: (row.paidAt ?? to).toISOString().slice(0, 10),
              feeAmount: row.feeAmount,
            })),
          },
          tx,
        ),
      );
      if (invoice) issued += 1;
    }
    return issued;
  }

  return { issueFeeInvoicesForMonth: issueForMonth };
}
