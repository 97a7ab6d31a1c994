import type { TBriefOrigin } from '../../../shared/domain/brief-options';
import type { TBriefOriginPrefill } from '../../../shared/schemas/briefs';
import type { CatalogService } from '../catalog/catalog.service';
import { briefsErrors } from './briefs.errors';

export type BriefCatalog = Pick<CatalogService, 'findActiveProduct' | 'findCapabilityCard'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();

/** Where a brief starts from: a capability card, an outcome pack (catalog) or nothing (bespoke). */
export function createBriefOrigins(catalog: BriefCatalog) {
  /** The pack title or capability headline; null for bespoke briefs and origins that are gone. */
  async function titleOf(origin: TBriefOrigin, originId: string | null): Promise<string | null> {
    if (!originId) return null;
    if (origin === 'catalog')
      return UUID.test(originId) ? ((await catalog.findActiveProduct(originId))?.title ?? null) : null;
    if (origin === 'capability') return (await catalog.findCapabilityCard(originId))?.headline ?? null;
    return null;
  }

  return {
    /** What the builder starts with when opened from a capability or pack link. */
    async prefill(query: { capability_id?: string; pack_id?: string }): Promise<TBriefOriginPrefill> {
      if (query.capability_id) {
        const card = await catalog.findCapabilityCard(query.capability_id);
        if (!card) throw briefsErrors.unknownOrigin();
        return {
          origin: 'capability',
          originId: card.id,
          title: card.headline,
          goal: `Get a result like "${card.metric}" for our team.`,
          context: `Looking for ${card.roleChip} expertise (experience in ${card.industries.join(', ')}).`,
        };
      }
      if (query.pack_id) {
        const product = await catalog.findActiveProduct(query.pack_id);
        if (!product) throw briefsErrors.unknownOrigin();
        return {
          origin: 'catalog',
          originId: product.id,
          title: product.title,
          goal: `Get the outcome of the ${product.title} pack, adapted to us: ${firstSentence(product.description)}`,
          context: `Starting from the "${product.title}" outcome pack (${product.timeline}).`,
        };
      }
      throw briefsErrors.unknownOrigin();
    },

    titleOf,

    /** A submitted origin is kept only if it still exists; otherwise the brief is bespoke (it is still worth having). */
    async resolve(
      origin: TBriefOrigin,
      originId: string | null,
    ): Promise<{ origin: TBriefOrigin; originId: string | null }> {
      if (origin === 'bespoke' || !originId) return { origin: 'bespoke', originId: null };
      return (await titleOf(origin, originId)) === null ? { origin: 'bespoke', originId: null } : { origin, originId };
    },
  };
}

export type BriefOrigins = ReturnType<typeof createBriefOrigins>;
