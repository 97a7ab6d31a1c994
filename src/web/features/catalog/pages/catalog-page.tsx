import type { TPageMeta } from '@web/components/page-meta';
import { CatalogView } from '../components/catalog-view';

export const meta: TPageMeta = {
  title: 'Outcome Catalog',
  description:
    'Fixed-scope outcome packs with a clear starting price, delivered by vetted experts with human QA and milestone escrow.',
};

/** /catalog */
export default function CatalogPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Outcome Catalog</h1>
        <p className="mt-3 text-slate-600">
          Fixed-scope outcome packs with a clear starting price. Vetted experts deliver them with AI assistance, every
          deliverable passes human QA, and you pay by milestone from escrow.
        </p>
      </header>
      <CatalogView />
    </div>
  );
}
