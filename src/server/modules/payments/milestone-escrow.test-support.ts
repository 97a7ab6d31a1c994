// What the milestone escrow route tests share: the app on a fresh database with the seller's VAT details for the
// importing test file (each test file runs in its own module graph), a custom project with milestones, funding one
// through the sandbox checkout, deliverables in a QA state, and the ledger rows to check.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { customProjectMilestones, emailOutbox, ledgerTransactions, projectDeliverables } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { customProjectWithMilestones, post, pressSandbox } from '../../test/payments';
import { setSellerDetails } from '../../test/vat';

export const mailsTo = (address: string) => test.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));

export let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  // Fee invoices carry VAT once the seller has a VAT number.
  await setSellerDetails(test);
});
afterAll(() => test?.close());

export const DAY = 24 * 60 * 60 * 1000;
export const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
export const press = (sessionId: string, button: 'pay' | 'decline' | 'cancel') => pressSandbox(test, sessionId, button);

export const customProject = (amounts?: number[]) => customProjectWithMilestones(test, amounts);

export async function checkout(projectId: string, milestoneId: string, cookie: string) {
  const response = await post(test, `/api/projects/${projectId}/milestones/${milestoneId}/checkout`, {}, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url as string).pathname.split('/').pop()!;
}

/** Pays in the sandbox checkout (its webhook goes through the real route). */
export async function fund(projectId: string, milestoneId: string, cookie: string) {
  const sessionId = await checkout(projectId, milestoneId, cookie);
  const paid = await press(sessionId, 'pay');
  expect(paid.statusCode).toBe(303);
  return sessionId;
}

/** A deliverable of the milestone moved to a status, as H1's deliverables service does, then the port called. */
export async function deliverable(
  projectId: string,
  milestoneId: string | null,
  status: 'ready_for_client' | 'approved' | 'revision_requested',
  id?: string,
) {
  return test.db.transaction(async (tx) => {
    let deliverableId = id;
    if (deliverableId)
      await tx.update(projectDeliverables).set({ status }).where(eq(projectDeliverables.id, deliverableId));
    else {
      const [inserted] = await tx
        .insert(projectDeliverables)
        .values({ projectId, milestoneId, title: 'Report', status })
        .returning({ id: projectDeliverables.id });
      deliverableId = inserted!.id;
    }
    await test.app.services.projects.milestones.onDeliverableChanged(
      { projectId, deliverableId: deliverableId!, milestoneId, status },
      tx,
    );
    return deliverableId!;
  });
}

export const milestoneRow = async (id: string) =>
  (await test.db.select().from(customProjectMilestones).where(eq(customProjectMilestones.id, id)))[0]!;
export const transactions = (kind: string, causeId: string) =>
  test.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.causeId, causeId)));
export const escrowOf = (projectId: string) => test.app.services.ledger.escrowBalance(projectId, 'gbp');
