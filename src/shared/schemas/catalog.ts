import { z } from 'zod';
import {
  CATEGORY_NAME_LENGTH,
  MAX_PACK_DELIVERABLES,
  MAX_PACK_PRICE_MINOR,
  MAX_PACK_TAGS,
  MIN_PACK_PRICE_MINOR,
  PACK_TEXT_LENGTH as PACK,
  SLUG_LENGTH,
} from '../domain/limits';

/** Contracts of the catalog API: public reads under /api/catalog, admin writes under /api/admin/catalog. */

export const ZCategoryRefSchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type TCategoryRef = z.infer<typeof ZCategoryRefSchema>;

export const ZCategoryListSchema = z.object({ categories: z.array(ZCategoryRefSchema) });
export type TCategoryList = z.infer<typeof ZCategoryListSchema>;

/** A pack as a catalog card shows it; deliverables are parsed into clean items. */
export const ZProductSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** Minor units (pence). */
  basePrice: z.number().int(),
  currency: z.string(),
  timeline: z.string(),
  deliverables: z.array(z.string()),
  tags: z.array(z.string()),
  category: ZCategoryRefSchema,
});
export type TProductSummary = z.infer<typeof ZProductSummarySchema>;

export const ZProductSchema = ZProductSummarySchema.extend({ subcategory: ZCategoryRefSchema.nullable() });
export type TProduct = z.infer<typeof ZProductSchema>;

export const ZProductListSchema = z.object({ products: z.array(ZProductSummarySchema) });
export type TProductList = z.infer<typeof ZProductListSchema>;

export const ZSlugSchema = z
  .string()
  .trim()
  .min(SLUG_LENGTH.min)
  .max(SLUG_LENGTH.max)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');

export const ZProductListQuerySchema = z.object({ category: ZSlugSchema.optional() });

export const ZCapabilityCardSchema = z.object({
  id: z.string(),
  headline: z.string(),
  expert: z.string(),
  tools: z.array(z.string()),
  metric: z.string(),
  /** Achievements, shown in the View highlights dialog. */
  bullets: z.array(z.string()),
  industries: z.array(z.string()),
  roleChip: z.string(),
  tpuChip: z.string(),
  qaInsurance: z.boolean(),
});
export type TCapabilityCard = z.infer<typeof ZCapabilityCardSchema>;

export const ZCapabilityCardListSchema = z.object({ cards: z.array(ZCapabilityCardSchema) });
export type TCapabilityCardList = z.infer<typeof ZCapabilityCardListSchema>;

export const ZCapabilityCardParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/) });

export const ZCaseStudySchema = z.object({
  id: z.string(),
  title: z.string(),
  clientType: z.string(),
  industry: z.string(),
  challenge: z.string(),
  approach: z.string(),
  results: z.array(z.string()),
  quote: z.object({ text: z.string(), attribution: z.string() }),
  /** The category as it is named now; null if it was removed. */
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  duration: z.string(),
});
export type TCaseStudy = z.infer<typeof ZCaseStudySchema>;

export const ZCaseStudyListSchema = z.object({ caseStudies: z.array(ZCaseStudySchema) });
export type TCaseStudyList = z.infer<typeof ZCaseStudyListSchema>;

// ---- Admin ----

export const ZAdminSubcategorySchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

export const ZAdminCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  subcategories: z.array(ZAdminSubcategorySchema),
});
export type TAdminCategory = z.infer<typeof ZAdminCategorySchema>;

export const ZAdminCategoryListSchema = z.object({ categories: z.array(ZAdminCategorySchema) });
export type TAdminCategoryList = z.infer<typeof ZAdminCategoryListSchema>;

export const ZCategoryInputSchema = z.object({
  name: z.string().trim().min(CATEGORY_NAME_LENGTH.min).max(CATEGORY_NAME_LENGTH.max),
  slug: ZSlugSchema,
  isActive: z.boolean(),
});
export type TCategoryInput = z.infer<typeof ZCategoryInputSchema>;

export const ZCategoryPatchSchema = ZCategoryInputSchema.partial().refine(
  (patch) => Object.keys(patch).length > 0,
  'Nothing to change',
);
export type TCategoryPatch = z.infer<typeof ZCategoryPatchSchema>;

export const ZAdminProductSchema = ZProductSchema.extend({
  isActive: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TAdminProduct = z.infer<typeof ZAdminProductSchema>;

export const ZAdminProductListSchema = z.object({ products: z.array(ZAdminProductSchema) });
export type TAdminProductList = z.infer<typeof ZAdminProductListSchema>;

export const ZProductInputSchema = z.object({
  title: z.string().trim().min(PACK.title.min).max(PACK.title.max),
  description: z.string().trim().min(PACK.description.min).max(PACK.description.max),
  categoryId: z.uuid(),
  subcategoryId: z.uuid().nullable(),
  /** Minor units (pence); the admin form converts from pounds. */
  basePrice: z.number().int().min(MIN_PACK_PRICE_MINOR).max(MAX_PACK_PRICE_MINOR),
  timeline: z.string().trim().min(PACK.timeline.min).max(PACK.timeline.max),
  deliverables: z
    .array(z.string().trim().min(PACK.deliverable.min).max(PACK.deliverable.max))
    .min(1)
    .max(MAX_PACK_DELIVERABLES),
  tags: z.array(z.string().trim().min(PACK.tag.min).max(PACK.tag.max)).max(MAX_PACK_TAGS),
  isActive: z.boolean(),
});
export type TProductInput = z.infer<typeof ZProductInputSchema>;

export const ZProductPatchSchema = ZProductInputSchema.partial().refine(
  (patch) => Object.keys(patch).length > 0,
  'Nothing to change',
);
export type TProductPatch = z.infer<typeof ZProductPatchSchema>;
