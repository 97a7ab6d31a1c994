import { sqlNow } from '../sql-now';
import { boolean, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [unique('subcategories_category_slug_unique').on(t.categoryId, t.slug)],
);

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable key of seeded packs so seeding stays idempotent; null for packs admins create. */
  seedKey: text('seed_key').unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  basePrice: integer('base_price').notNull(),
  currency: text('currency').notNull().default('gbp'),
  timeline: text('timeline').notNull(),
  deliverables: text('deliverables').notNull(),
  tags: text('tags').array().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => categories.id),
  subcategoryId: uuid('subcategory_id').references(() => subcategories.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
});

export const capabilityCards = pgTable('capability_cards', {
  id: text('id').primaryKey(),
  headline: text('headline').notNull(),
  expert: text('expert').notNull(),
  tools: text('tools').array().notNull(),
  metric: text('metric').notNull(),
  bullets: text('bullets').array().notNull(),
  industries: text('industries').array().notNull(),
  roleChip: text('role_chip').notNull(),
  tpuChip: text('tpu_chip').notNull(),
  qaInsurance: boolean('qa_insurance').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
