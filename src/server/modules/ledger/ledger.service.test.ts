import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import type { LedgerMovement } from './ledger.service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

async function newProject() {
  const client = await createUser(test);
  const project = await test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: null,
        quoteId: randomUUID(),
        title: 'Ledger test',
        totalPrice: 10_000,
        currency: 'gbp',
        milestones: [],
      },
      tx,
    ),
  );
  return { clientId: client.id, projectId: project.id };
}

const funding = (projectId: string, clientId: string, amount = 10_000, causeId = randomUUID()): LedgerMovement => ({
  kind: 'escrow_funding',
  cause: 'order',
  causeId,
  providerReference: 'cs_test_1',
  description: 'test funding',
  currency: 'gbp',
  legs: [
    { account: 'client_funding', amount: -amount, userId: clientId },
    { account: 'project_escrow', amount, projectId },
  ],
});

const record = (movement: LedgerMovement) => test.db.transaction((tx) => test.app.services.ledger.record(movement, tx));

describe('ledger', () => {
  it('books a balanced movement once; the same kind and cause again is a no-op', async () => {
    const { projectId, clientId } = await newProject();
    const movement = funding(projectId, clientId);
    expect(await record(movement)).toBe(true);
    expect(await record(movement)).toBe(false);
    expect(await test.app.services.ledger.escrowBalance(projectId, 'gbp')).toBe(10_000);
  });

  it('refuses a movement whose legs do not sum to zero', async () => {
    const { projectId, clientId } = await newProject();
    const movement = funding(projectId, clientId);
    movement.legs[1]!.amount = 9_999;
    await expect(record(movement)).rejects.toThrow('does not balance');
  });

  it('the database itself refuses an unbalanced transaction at commit', async () => {
    const { projectId } = await newProject();
    await expect(
      test.db.transaction(async (tx) => {
        const [transaction] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'manual', cause: 'order', causeId: randomUUID(), description: 'bypassing the service' })
          .returning();
        await tx.insert(ledgerEntries).values({
          transactionId: transaction!.id,
          account: 'project_escrow',
          projectId,
          amount: 500,
          currency: 'gbp',
        });
      }),
    ).rejects.toThrow();
    expect(await test.app.services.ledger.escrowBalance(projectId, 'gbp')).toBe(0);
  });

  it('never lets escrow go negative', async () => {
    const { projectId, clientId } = await newProject();
    await record(funding(projectId, clientId, 1_000));
    const release: LedgerMovement = {
      kind: 'escrow_release',
      cause: 'milestone',
      causeId: randomUUID(),
      providerReference: null,
      description: 'too much',
      currency: 'gbp',
      legs: [
        { account: 'project_escrow', amount: -1_500, projectId },
        { account: 'expert_payable', amount: 1_500, projectId },
      ],
    };
    await expect(record(release)).rejects.toThrow('negative');
    expect(await test.app.services.ledger.escrowBalance(projectId, 'gbp')).toBe(1_000);
  });

  it('ledger rows are history: they cannot be changed or deleted', async () => {
    const { projectId, clientId } = await newProject();
    const movement = funding(projectId, clientId);
    await record(movement);
    await expect(
      test.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.projectId, projectId)),
    ).rejects.toThrow();
    await expect(
      test.db.delete(ledgerTransactions).where(eq(ledgerTransactions.causeId, movement.causeId)),
    ).rejects.toThrow();
  });
});
