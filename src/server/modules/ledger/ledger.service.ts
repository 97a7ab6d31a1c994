import type { Database, Executor } from '../../db/client';
import type { TLedgerAccount, TLedgerCause } from '../../../shared/domain/ledger';
import { createLedgerRepository } from './ledger.repository';

export type LedgerLeg = { account: TLedgerAccount; amount: number; projectId?: string | null; userId?: string | null };

export type LedgerMovement = {
  /** What the movement is (e.g. `escrow_funding`); with causeId it identifies the movement, so it books once. */
  kind: string;
  cause: TLedgerCause;
  causeId: string;
  providerReference: string | null;
  description: string;
  currency: string;
  legs: LedgerLeg[];
};

/**
 * The double-entry ledger. Every movement is one transaction whose legs sum to zero (also enforced by a deferred
 * database trigger at commit), escrow accounts never go negative, and a movement is booked at most once.
 */
export function createLedgerService({ db }: { db: Database }) {
  const repository = createLedgerRepository(db);

  return {
    /** Books a movement inside the caller's transaction; returns false when it was already booked. */
    async record(movement: LedgerMovement, tx: Executor): Promise<boolean> {
      if (movement.legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
      if (movement.legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0))
        throw new Error('ledger amounts are non-zero integers of minor units');
      if (movement.legs.reduce((total, leg) => total + leg.amount, 0) !== 0)
        throw new Error(`ledger movement ${movement.kind} does not balance`);

      const escrowProjects = [
        ...new Set(movement.legs.filter((leg) => leg.account === 'project_escrow').map((leg) => leg.projectId)),
      ];
      if (escrowProjects.some((id) => !id)) throw new Error('an escrow leg must name its project');
      for (const projectId of escrowProjects) await repository.lockProjectEscrow(projectId!, tx);

      const transaction = await repository.insertTransactionOnce(
        {
          kind: movement.kind,
          cause: movement.cause,
          causeId: movement.causeId,
          providerReference: movement.providerReference,
          description: movement.description,
        },
        tx,
      );
      if (!transaction) return false;
      await repository.insertEntries(
        transaction.id,
        movement.legs.map((leg) => ({
          account: leg.account,
          amount: leg.amount,
          projectId: leg.projectId ?? null,
          userId: leg.userId ?? null,
          currency: movement.currency,
        })),
        tx,
      );
      for (const projectId of escrowProjects) {
        if ((await repository.balance('project_escrow', projectId!, movement.currency, tx)) < 0)
          throw new Error(`escrow of project ${projectId} would go negative`);
      }
      return true;
    },

    escrowBalance: (projectId: string, currency: string, executor?: Executor) =>
      repository.balance('project_escrow', projectId, currency, executor),
    totalsByKind: (currency: string, executor?: Executor) => repository.totalsByKind(currency, executor),
    /** What escrow funding booked per provider reference (the reconciliation's ledger side). */
    fundedByReference: (references: readonly string[]) => repository.fundedByReference(references),
    /** Escrow released to experts on each of these projects, per currency, in minor units after the platform fee. */
    releasedToExperts: (
      projectIds: readonly string[],
      executor?: Executor,
    ): Promise<{ projectId: string; currency: string; amount: number }[]> =>
      repository.releasedToExperts(projectIds, executor),
    accountTotal: (account: TLedgerAccount, currency: string, executor?: Executor) =>
      repository.accountTotal(account, currency, executor),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
