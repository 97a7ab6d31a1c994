import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { capabilityCards, categories, products, subcategories } from '../../db/schema/catalog';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type CapabilityCardRow = typeof capabilityCards.$inferSelect;

/** A product joined with its category and (optional) subcategory. */
export type ProductWithRefs = { product: ProductRow; category: CategoryRow; subcategory: SubcategoryRow | null };

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a duplicate value for a unique constraint (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function createCatalogRepository(db: Executor) {
  const selectProducts = (executor: Executor, where: SQL | undefined) =>
    executor
      .select({ product: products, category: categories, subcategory: subcategories })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(where);

  // The public reads are prepared once: each call skips building the SQL in Node and planning it in PostgreSQL.
  // Boolean columns serve as conditions, so the list statement has no bound parameters.
  const publicWhere = and(sql`${products.isActive}`, sql`${categories.isActive}`);
  const publicProducts = selectProducts(db, publicWhere).prepare('catalog_public_products');
  const publicProduct = selectProducts(db, and(publicWhere, eq(products.id, sql.placeholder('id')))).prepare(
    'catalog_public_product',
  );

  return {
    listActiveCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).where(eq(categories.isActive, true));
    },

    /** Products a visitor may see: the pack and its category are both active. */
    listPublicProducts(): Promise<ProductWithRefs[]> {
      return publicProducts.execute();
    },

    async findPublicProduct(id: string): Promise<ProductWithRefs | null> {
      const [row] = await publicProduct.execute({ id });
      return row ?? null;
    },

    listActiveCapabilityCards(limit: number): Promise<CapabilityCardRow[]> {
      return db
        .select()
        .from(capabilityCards)
        .where(eq(capabilityCards.isActive, true))
        .orderBy(asc(capabilityCards.sortOrder), asc(capabilityCards.id))
        .limit(limit);
    },

    async findActiveCapabilityCard(id: string): Promise<CapabilityCardRow | null> {
      const [row] = await db
        .select()
        .from(capabilityCards)
        .where(and(eq(capabilityCards.id, id), eq(capabilityCards.isActive, true)));
      return row ?? null;
    },

    listCategoryNames(): Promise<Pick<CategoryRow, 'slug' | 'name'>[]> {
      return db.select({ slug: categories.slug, name: categories.name }).from(categories);
    },

    /** Tells every instance (on commit of `executor`'s transaction) that the public catalog changed. */
    async signalChanged(channel: string, executor: Executor): Promise<void> {
      await executor.execute(sql`SELECT pg_notify(${channel}, '')`);
    },

    // ---- Admin ----

    listAllCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories);
    },

    listAllSubcategories(): Promise<SubcategoryRow[]> {
      return db.select().from(subcategories).orderBy(asc(subcategories.name));
    },

    async findCategory(id: string, executor: Executor = db): Promise<CategoryRow | null> {
      const [row] = await executor.select().from(categories).where(eq(categories.id, id));
      return row ?? null;
    },

    async findSubcategory(id: string, executor: Executor = db): Promise<SubcategoryRow | null> {
      const [row] = await executor.select().from(subcategories).where(eq(subcategories.id, id));
      return row ?? null;
    },

    /** Null when the slug is taken. */
    async insertCategory(
      values: Pick<CategoryRow, 'name' | 'slug' | 'isActive'>,
      executor: Executor = db,
    ): Promise<CategoryRow | null> {
      const [row] = await executor
        .insert(categories)
        .values(values)
        .onConflictDoNothing({ target: categories.slug })
        .returning();
      return row ?? null;
    },

    /** Null when there is no such category; throws a unique violation when the new slug is taken. */
    async updateCategory(
      id: string,
      values: Partial<Pick<CategoryRow, 'name' | 'slug' | 'isActive'>>,
      executor: Executor = db,
    ): Promise<CategoryRow | null> {
      const [row] = await executor.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row ?? null;
    },

    listAllProducts(): Promise<ProductWithRefs[]> {
      return selectProducts(db, undefined);
    },

    async findProduct(id: string, executor: Executor = db): Promise<ProductWithRefs | null> {
      const [row] = await selectProducts(executor, eq(products.id, id));
      return row ?? null;
    },

    async insertProduct(values: NewProduct, executor: Executor = db): Promise<string> {
      const [row] = await executor.insert(products).values(values).returning({ id: products.id });
      if (!row) throw new Error('product insert returned nothing');
      return row.id;
    },

    /** False when there is no such product. */
    async updateProduct(id: string, values: Partial<NewProduct>, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
