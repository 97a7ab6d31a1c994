import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { SETTING_KEYS, SETTINGS, type TSettingKey } from '../../../shared/domain/settings';
import { hashPassword } from '../../modules/auth/password-hash';
import type { Database, Executor } from '../client';
import {
  account,
  adminSettings,
  capabilityCards,
  categories,
  products,
  profiles,
  subcategories,
  user,
} from '../schema';
import { seedDemoAgency } from './agencies';
import { seedExperts } from './experts';
import { CAPABILITY_CARDS } from './content/capability-cards';
import { CATEGORIES } from './content/categories';
import { DEMO_ACCOUNTS } from './content/demo-accounts';
import { OUTCOME_PACKS } from './content/outcome-packs';

/**
 * Idempotent seed: inserts what is missing and never overwrites what admins changed. Demo accounts are only
 * created when asked (never by default in production).
 */
export async function seedDatabase(
  db: Database,
  { demoAccounts, logger }: { demoAccounts: boolean; logger: Logger },
): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSettings(tx, { demoAccounts });
    await seedCatalog(tx);
    await seedCapabilityCards(tx);
  });
  if (demoAccounts) {
    const created = await seedDemoAccounts(db);
    if (created > 0) logger.info({ created }, 'demo accounts created (passwords in README.md)');
    const experts = await seedExperts(db);
    if (experts > 0) logger.info({ experts }, 'demo expert network created');
    if (await seedDemoAgency(db)) logger.info('demo agency created');
  }
}

/** Where demo accounts are seeded, their admin need not set up two-factor authentication (the demo stays easy). */
const DEMO_SETTINGS: Partial<Record<TSettingKey, unknown>> = { require_mfa_for_admins: { enabled: false } };

async function seedSettings(tx: Executor, { demoAccounts }: { demoAccounts: boolean }): Promise<void> {
  const valueOf = (key: TSettingKey) =>
    demoAccounts && key in DEMO_SETTINGS ? DEMO_SETTINGS[key] : SETTINGS[key].default;
  await tx
    .insert(adminSettings)
    .values(SETTING_KEYS.map((key) => ({ settingKey: key, settingValue: valueOf(key) })))
    .onConflictDoNothing();
}

async function seedCatalog(tx: Executor): Promise<void> {
  await tx
    .insert(categories)
    .values(CATEGORIES.map((c) => ({ name: c.name, slug: c.slug, isActive: c.is_active })))
    .onConflictDoNothing();
  const categoryRows = await tx
    .select()
    .from(categories)
    .where(
      inArray(
        categories.slug,
        CATEGORIES.map((c) => c.slug),
      ),
    );
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

  await tx
    .insert(subcategories)
    .values(
      CATEGORIES.flatMap((c) =>
        c.subcategories.map((s) => ({ categoryId: categoryId.get(c.slug)!, name: s.name, slug: s.slug })),
      ),
    )
    .onConflictDoNothing();
  const subcategoryRows = await tx
    .select()
    .from(subcategories)
    .where(inArray(subcategories.categoryId, [...categoryId.values()]));
  const subcategoryId = new Map(subcategoryRows.map((row) => [`${row.categoryId}/${row.slug}`, row.id]));

  await tx
    .insert(products)
    .values(
      OUTCOME_PACKS.map((pack) => {
        const category = categoryId.get(pack.category_slug)!;
        return {
          seedKey: pack.key,
          title: pack.title,
          description: pack.description,
          basePrice: pack.base_price,
          timeline: pack.timeline,
          deliverables: pack.deliverables,
          tags: [...pack.tags],
          categoryId: category,
          subcategoryId: subcategoryId.get(`${category}/${pack.subcategory_slug}`) ?? null,
        };
      }),
    )
    .onConflictDoNothing({ target: products.seedKey });
}

async function seedCapabilityCards(tx: Executor): Promise<void> {
  await tx
    .insert(capabilityCards)
    .values(
      CAPABILITY_CARDS.map((card, index) => ({
        id: card.id,
        headline: card.headline,
        expert: card.expert,
        tools: [...card.tools],
        metric: card.metric,
        bullets: [...card.bullets],
        industries: [...card.industries],
        roleChip: card.roleChip,
        tpuChip: card.tpuChip,
        qaInsurance: card.qaInsurance,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}

/** Creates each missing demo account with a verified e-mail and its password; returns how many were created. */
async function seedDemoAccounts(db: Database): Promise<number> {
  let created = 0;
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email));
    if (existing) continue;
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      const id = randomUUID();
      const inserted = await tx
        .insert(user)
        .values({ id, name: demo.fullName, email: demo.email, emailVerified: true })
        .onConflictDoNothing()
        .returning({ id: user.id });
      if (inserted.length === 0) return;
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
      await tx
        .insert(profiles)
        .values({ userId: id, email: demo.email, fullName: demo.fullName, isAdmin: demo.role === 'admin' });
      created++;
    });
  }
  return created;
}

/** Demo accounts by role, for scripts and tests that sign in as one. */
export function demoAccount(role: 'admin' | 'client' | 'expert', index = 0) {
  const found = DEMO_ACCOUNTS.filter((demo) => demo.role === role)[index];
  if (!found) throw new Error(`no demo ${role} #${index}`);
  return found;
}
