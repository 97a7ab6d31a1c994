import { SYSTEM_ACTOR } from '../../shared/domain/admin-activity';
import { defaultSettings } from '../../shared/domain/settings';
import type { TestApp } from './test-app';

/** The seller registered for VAT in the United Kingdom at 20 %, as an admin would enter it. */
export const UK_SELLER = {
  ...defaultSettings().seller_details,
  legalName: 'Outcome Marketplace Ltd',
  address: '1 Example Street\nLondon EC1A 1AA',
  companyNumber: '01234567',
  vatNumber: 'GB123456789',
  email: 'billing@outcome.test',
  country: 'GB',
  vatRatePercent: 20,
};

/** Writes the seller details through the settings service (validation and cross-setting rules included). */
export async function setSellerDetails(test: TestApp, details: Partial<typeof UK_SELLER> = {}) {
  await test.app.services.settings.update('seller_details', { ...UK_SELLER, ...details }, SYSTEM_ACTOR);
}
