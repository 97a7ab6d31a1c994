import { appError } from '../../errors';

export const catalogErrors = {
  productNotFound: () => appError('catalog.product_not_found', 404, 'Product not found'),
  capabilityCardNotFound: () => appError('catalog.capability_card_not_found', 404, 'Capability card not found'),
  categoryNotFound: () => appError('catalog.category_not_found', 404, 'Category not found'),
  categorySlugTaken: () => appError('catalog.category_slug_taken', 409, 'Another category already uses this slug'),
  unknownCategory: () => appError('catalog.unknown_category', 400, 'Choose an existing category'),
  subcategoryMismatch: () =>
    appError('catalog.subcategory_mismatch', 400, 'The subcategory does not belong to the chosen category'),
};
