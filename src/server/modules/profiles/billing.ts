import type { TAdminActor } from '../../../shared/domain/admin-activity';
import type { TBillingDetails, TBankTransferClient } from '../../../shared/schemas/billing';
import type { Database, Executor } from '../../db/client';
import { appError } from '../../errors';
import type { AdminActivityService } from '../admin-activity/admin-activity.service';
import type { AuthService } from '../auth/auth.service';
import type { createProfilesRepository } from './profiles.repository';

type Deps = {
  db: Database;
  repository: ReturnType<typeof createProfilesRepository>;
  accounts: Pick<AuthService, 'findAccountByEmail'>;
  activity: Pick<AdminActivityService, 'record'>;
};

/**
 * A buyer as their invoices name them (the company if they gave one, else their name), with what decides their VAT:
 * the company, VAT number and country as entered.
 */
export type BillingParty = {
  name: string;
  email: string | null;
  address: string | null;
  vatNumber: string | null;
  country: string | null;
  companyName: string | null;
};

/** A client's billing details (for invoices) and whether an admin lets them pay by bank transfer. */
export function createBilling({ db, repository, accounts, activity }: Deps) {
  async function billingDetailsOf(userId: string, executor?: Executor): Promise<TBillingDetails> {
    const row = await repository.findByUserId(userId, executor);
    return {
      companyName: row?.billingCompanyName ?? null,
      address: row?.billingAddress ?? null,
      vatNumber: row?.billingVatNumber ?? null,
      country: row?.billingCountry ?? null,
      ublByEmail: row?.billingUblByEmail ?? false,
      bankTransferEnabled: row?.bankTransferEnabled ?? false,
    };
  }

  return {
    billingDetailsOf,

    async setBillingDetails(
      userId: string,
      details: Omit<TBillingDetails, 'bankTransferEnabled'>,
    ): Promise<TBillingDetails> {
      await repository.setBilling(userId, details);
      return billingDetailsOf(userId);
    },

    /** The buyer block of an invoice, read in the issuing transaction. */
    async billingPartyOf(userId: string, executor?: Executor): Promise<BillingParty> {
      const row = await repository.findByUserId(userId, executor);
      const person = row?.fullName ?? row?.email ?? 'Client';
      return {
        name: row?.billingCompanyName ? `${row.billingCompanyName} (${person})` : person,
        email: row?.email ?? null,
        address: row?.billingAddress ?? null,
        vatNumber: row?.billingVatNumber ?? null,
        country: row?.billingCountry ?? null,
        companyName: row?.billingCompanyName ?? null,
      };
    },

    listBankTransferClients: (): Promise<TBankTransferClient[]> => repository.listBankTransferClients(),

    /**
     * An admin allows (or stops) bank transfer for the client with this e-mail, recorded in the activity log in the
     * same transaction. Setting what is already set changes nothing and records nothing.
     */
    async setBankTransferAccess(actor: TAdminActor, email: string, enabled: boolean): Promise<void> {
      const found = await accounts.findAccountByEmail(email);
      if (!found) throw appError('billing.account_not_found', 404, 'No account has this e-mail address.');
      await db.transaction(async (tx) => {
        await repository.insertIfMissing(
          { userId: found.id, email: found.email, fullName: found.name.trim() || null },
          tx,
        );
        if (!(await repository.setBankTransfer(found.id, enabled, tx))) return;
        await activity.record(
          actor,
          {
            action: enabled ? 'account.bank_transfer_enabled' : 'account.bank_transfer_disabled',
            targetId: found.id,
            summary: `${enabled ? 'Allowed' : 'Stopped'} bank transfer for ${found.email}`,
            before: { bankTransferEnabled: !enabled },
            after: { bankTransferEnabled: enabled },
          },
          tx,
        );
      });
    },
  };
}
