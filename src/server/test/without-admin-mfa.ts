import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminSettings } from '../db/schema';

/**
 * Tests and benchmarks exercise admin powers with admins who have no second factor: `require_mfa_for_admins` off
 * (the MFA tests turn it back on).
 */
export async function allowAdminsWithoutMfa(db: Database): Promise<void> {
  await db
    .update(adminSettings)
    .set({ settingValue: { enabled: false } })
    .where(eq(adminSettings.settingKey, 'require_mfa_for_admins'));
}
