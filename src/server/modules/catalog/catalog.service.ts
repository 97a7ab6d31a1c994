import {
  HOME_CAPABILITY_CARDS_LIMIT,
  parseDeliverables,
  sortCatalog,
  sortCategories,
} from '../../../shared/domain/catalog';
import type {
  TAdminCategory,
  TAdminProduct,
  TCapabilityCard,
  TCaseStudy,
  TCategoryInput,
  TCategoryPatch,
  TCategoryRef,
  TProduct,
  TProductInput,
  TProductPatch,
  TProductSummary,
} from '../../../shared/schemas/catalog';
import { changedFields } from '../../../shared/domain/admin-activity';
import type { Database, Executor, Tx } from '../../db/client';
import type { AdminActivityService, TAdminActor } from '../admin-activity/admin-activity.service';
import type { RealtimeHub } from '../../realtime/hub';
import { CASE_STUDIES } from './case-studies';
import { catalogErrors } from './catalog.errors';
import {
  createCatalogRepository,
  isUniqueViolation,
  type CapabilityCardRow,
  type CategoryRow,
  type NewProduct,
  type ProductWithRefs,
} from './catalog.repository';
import { createReadCache } from './read-cache';

/** PostgreSQL channel on which a catalog write tells every instance to drop its cached public lists. */
const CATALOG_CHANGED = 'catalog_changed';
/** Backstop only: invalidation is immediate; this bounds staleness if a signal is lost while reconnecting. */
const PUBLIC_CACHE_TTL_MS = 30_000;

const categoryRef = (row: Pick<CategoryRow, 'id' | 'name' | 'slug'>): TCategoryRef => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
});

function toProductSummary({ product, category }: ProductWithRefs): TProductSummary {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    basePrice: product.basePrice,
    currency: product.currency,
    timeline: product.timeline,
    deliverables: parseDeliverables(product.deliverables),
    tags: product.tags,
    category: categoryRef(category),
  };
}

function toProduct(row: ProductWithRefs): TProduct {
  return { ...toProductSummary(row), subcategory: row.subcategory ? categoryRef(row.subcategory) : null };
}

function toAdminProduct(row: ProductWithRefs): TAdminProduct {
  return { ...toProduct(row), isActive: row.product.isActive, updatedAt: row.product.updatedAt.toISOString() };
}

function toCapabilityCard(row: CapabilityCardRow): TCapabilityCard {
  return {
    id: row.id,
    headline: row.headline,
    expert: row.expert,
    tools: row.tools,
    metric: row.metric,
    bullets: row.bullets,
    industries: row.industries,
    roleChip: row.roleChip,
    tpuChip: row.tpuChip,
    qaInsurance: row.qaInsurance,
  };
}

/** The catalog's order rule works on the spec's field names. */
function inCatalogOrder<T extends { title: string; basePrice: number }>(items: T[]): T[] {
  return sortCatalog(items.map((item) => ({ item, title: item.title, base_price: item.basePrice }))).map(
    ({ item }) => item,
  );
}

/** Admin input → table columns; deliverables are stored as the spec's newline-separated text. */
function productColumns(input: TProductPatch): Partial<NewProduct> {
  const { deliverables, ...rest } = input;
  return { ...rest, ...(deliverables ? { deliverables: deliverables.join('\n') } : {}) };
}

export function createCatalogService({
  db,
  hub,
  activity,
}: {
  db: Database;
  hub: RealtimeHub;
  activity: Pick<AdminActivityService, 'record'>;
}) {
  const repository = createCatalogRepository(db);

  // The public category and pack lists are read on every catalog visit and change only through the admin writes
  // below, so each instance keeps them in memory. Checkout's findActiveProduct always reads the database.
  const publicCategories = createReadCache(
    async () => sortCategories(await repository.listActiveCategories()).map(categoryRef),
    {
      ttlMs: PUBLIC_CACHE_TTL_MS,
    },
  );
  const publicProducts = createReadCache(
    async () => inCatalogOrder((await repository.listPublicProducts()).map(toProductSummary)),
    {
      ttlMs: PUBLIC_CACHE_TTL_MS,
    },
  );
  const changeListeners = new Set<() => void>();
  const clearPublicLists = () => {
    publicCategories.clear();
    publicProducts.clear();
    changeListeners.forEach((listener) => listener());
  };
  hub.onSignal(CATALOG_CHANGED, clearPublicLists);

  /** Runs an admin write and its change signal in one transaction; this instance forgets its lists on commit. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      await repository.signalChanged(CATALOG_CHANGED, tx);
      return value;
    });
    clearPublicLists();
    return result;
  }

  /** A subcategory, when given, must belong to the product's category. */
  async function assertPlacement(categoryId: string, subcategoryId: string | null, executor: Executor): Promise<void> {
    if (!(await repository.findCategory(categoryId, executor))) throw catalogErrors.unknownCategory();
    if (subcategoryId === null) return;
    const subcategory = await repository.findSubcategory(subcategoryId, executor);
    if (!subcategory || subcategory.categoryId !== categoryId) throw catalogErrors.subcategoryMismatch();
  }

  async function findActiveProduct(id: string): Promise<TProduct | null> {
    const row = await repository.findPublicProduct(id);
    return row ? toProduct(row) : null;
  }

  async function findCapabilityCard(id: string): Promise<TCapabilityCard | null> {
    const row = await repository.findActiveCapabilityCard(id);
    return row ? toCapabilityCard(row) : null;
  }

  async function adminProduct(id: string, executor: Executor = db): Promise<TAdminProduct> {
    const row = await repository.findProduct(id, executor);
    if (!row) throw catalogErrors.productNotFound();
    return toAdminProduct(row);
  }

  return {
    /**
     * Calls `listener` whenever the public catalog may have changed: on this instance's admin writes and on every
     * other instance's (the same NOTIFY that clears the read cache). Prerendered pages are dropped on it.
     */
    onChange(listener: () => void): void {
      changeListeners.add(listener);
    },

    /** Active categories in the spec's order. */
    listCategories(): Promise<TCategoryRef[]> {
      return publicCategories.get();
    },

    /** Active packs of active categories (optionally one category), in catalog order. */
    async listProducts(categorySlug?: string): Promise<TProductSummary[]> {
      const all = await publicProducts.get();
      return categorySlug ? all.filter((product) => product.category.slug === categorySlug) : all;
    },

    /** Each pack a visitor may see and when it last changed, for the sitemap's lastmod. */
    async listProductChanges(): Promise<{ id: string; updatedAt: Date }[]> {
      const rows = await repository.listPublicProducts();
      return rows.map(({ product }) => ({ id: product.id, updatedAt: product.updatedAt }));
    },

    /** A pack a visitor may see and buy (pack and category active), or null. Used by checkout. */
    findActiveProduct,

    async getProduct(id: string): Promise<TProduct> {
      const product = await findActiveProduct(id);
      if (!product) throw catalogErrors.productNotFound();
      return product;
    },

    async listCapabilityCards(): Promise<TCapabilityCard[]> {
      return (await repository.listActiveCapabilityCards(HOME_CAPABILITY_CARDS_LIMIT)).map(toCapabilityCard);
    },

    /** An active capability card, or null. Used by briefs that start from one. */
    findCapabilityCard,

    async getCapabilityCard(id: string): Promise<TCapabilityCard> {
      const card = await findCapabilityCard(id);
      if (!card) throw catalogErrors.capabilityCardNotFound();
      return card;
    },

    /** Proof in Action stories: editorial content shipped with the code, labelled with today's category names. */
    async listCaseStudies(): Promise<TCaseStudy[]> {
      const names = new Map((await repository.listCategoryNames()).map((row) => [row.slug, row.name]));
      return CASE_STUDIES.map((study) => {
        const name = names.get(study.categorySlug);
        return {
          id: study.key,
          title: study.title,
          clientType: study.clientType,
          industry: study.industry,
          challenge: study.challenge,
          approach: study.approach,
          results: [...study.results],
          quote: { ...study.quote },
          category: name ? { slug: study.categorySlug, name } : null,
          duration: study.duration,
        };
      });
    },

    // ---- Admin (callers check admin rights) ----

    async listAdminCategories(): Promise<TAdminCategory[]> {
      const [categoryRows, subcategoryRows] = await Promise.all([
        repository.listAllCategories(),
        repository.listAllSubcategories(),
      ]);
      return sortCategories(categoryRows).map((row) => ({
        ...categoryRef(row),
        isActive: row.isActive,
        subcategories: subcategoryRows.filter((sub) => sub.categoryId === row.id).map(categoryRef),
      }));
    },

    async createCategory(input: TCategoryInput, admin: TAdminActor): Promise<TAdminCategory> {
      const row = await write(async (tx) => {
        const inserted = await repository.insertCategory(input, tx);
        if (!inserted) throw catalogErrors.categorySlugTaken();
        await activity.record(
          admin,
          {
            action: 'catalog.category_created',
            targetId: inserted.id,
            summary: `Created category “${inserted.name}”`,
            after: input,
          },
          tx,
        );
        return inserted;
      });
      return { ...categoryRef(row), isActive: row.isActive, subcategories: [] };
    },

    async updateCategory(id: string, patch: TCategoryPatch, admin: TAdminActor): Promise<TAdminCategory> {
      let row: CategoryRow;
      try {
        row = await write(async (tx) => {
          const current = await repository.findCategory(id, tx);
          const updated = current && (await repository.updateCategory(id, patch, tx));
          if (!current || !updated) throw catalogErrors.categoryNotFound();
          await activity.record(
            admin,
            {
              action: 'catalog.category_updated',
              targetId: id,
              summary: `Edited category “${updated.name}”`,
              ...changedFields(current, patch),
            },
            tx,
          );
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw catalogErrors.categorySlugTaken();
        throw error;
      }
      const subcategoryRows = await repository.listAllSubcategories();
      return {
        ...categoryRef(row),
        isActive: row.isActive,
        subcategories: subcategoryRows.filter((sub) => sub.categoryId === row.id).map(categoryRef),
      };
    },

    async listAdminProducts(): Promise<TAdminProduct[]> {
      return inCatalogOrder((await repository.listAllProducts()).map(toAdminProduct));
    },

    createProduct(input: TProductInput, admin: TAdminActor): Promise<TAdminProduct> {
      return write(async (tx) => {
        await assertPlacement(input.categoryId, input.subcategoryId, tx);
        const id = await repository.insertProduct({ ...input, deliverables: input.deliverables.join('\n') }, tx);
        await activity.record(
          admin,
          { action: 'catalog.pack_created', targetId: id, summary: `Created pack “${input.title}”`, after: input },
          tx,
        );
        return adminProduct(id, tx);
      });
    },

    /** Edits any fields; `isActive: false` takes the pack off the catalog (orders keep pointing at it). */
    updateProduct(id: string, patch: TProductPatch, admin: TAdminActor): Promise<TAdminProduct> {
      return write(async (tx) => {
        const current = await repository.findProduct(id, tx);
        if (!current) throw catalogErrors.productNotFound();
        if (patch.categoryId !== undefined || patch.subcategoryId !== undefined) {
          const categoryId = patch.categoryId ?? current.product.categoryId;
          // Moving a pack to another category drops a subcategory that belonged to the old one.
          const categoryChanged = categoryId !== current.product.categoryId;
          const subcategoryId =
            patch.subcategoryId !== undefined
              ? patch.subcategoryId
              : categoryChanged
                ? null
                : current.product.subcategoryId;
          await assertPlacement(categoryId, subcategoryId, tx);
          patch = { ...patch, subcategoryId };
        }
        if (!(await repository.updateProduct(id, productColumns(patch), tx))) throw catalogErrors.productNotFound();
        const updated = await adminProduct(id, tx);
        const before = toAdminProduct(current);
        await activity.record(
          admin,
          {
            action: 'catalog.pack_updated',
            targetId: id,
            summary: `Edited pack “${updated.title}”`,
            ...changedFields(before, patch),
          },
          tx,
        );
        return updated;
      });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
