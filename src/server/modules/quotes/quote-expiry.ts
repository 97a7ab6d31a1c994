import type { QuoteContext } from './quote-context';
import type { QuotePresenting } from './quote-presenting';

/**
 * The minute sweep: marks past-expiry sent quotes expired, and presents quotes whose request's invitation window
 * has closed. Run every minute by the quotes module's job; safe to run on several instances at once.
 */
export function createQuoteExpiry(
  { db, repository, requests, loadRules }: QuoteContext,
  { presenting }: { presenting: Pick<QuotePresenting, 'presentDue'> },
) {
  async function sweep(): Promise<{ expired: number; presented: number }> {
    const expired = await repository.expirePastDue();
    let presented = 0;
    const rules = await loadRules();
    for (const requestId of await repository.requestIdsWithUnpresented()) {
      presented += await db.transaction(async (tx) => {
        const request = await requests.lock(requestId, tx);
        return request ? (await presenting.presentDue(request, rules, tx)).length : 0;
      });
    }
    return { expired: expired.length, presented };
  }

  return { sweep };
}
