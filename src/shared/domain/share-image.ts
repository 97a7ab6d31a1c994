/** Link previews (Open Graph, Twitter's summary_large_image): the size every platform shows without cropping. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The preview of pages that have none of their own. */
export const DEFAULT_SHARE_IMAGE_PATH = '/og/default.png';

/** A pack's own preview: its title and price. */
export function productShareImagePath(productId: string): string {
  return `/og/products/${productId}.png`;
}
