import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { TPageMeta } from '@web/components/page-meta';
import { CaseStudies } from '../components/case-studies';
import { CatalogView } from '../components/catalog-view';

export const meta: TPageMeta = {
  title: 'Outcomes',
  description: 'The business outcomes our vetted experts deliver, from AI automation to data, product and growth work.',
};

const VIEWS = ['proof', 'catalog'] as const;
type TView = (typeof VIEWS)[number];

const isView = (value: string | null): value is TView => (VIEWS as readonly (string | null)[]).includes(value);

/** /outcomes: the tab lives in `?view=` (default proof); switching rewrites only that parameter. */
export default function OutcomesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const view: TView = isView(requested) ? requested : 'proof';

  // Replace, not push: the tab is a view of the same page, and Radix reports a click twice (mouse down, then focus).
  const switchTo = (value: string) =>
    setParams(
      (current) => {
        current.set('view', value);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Outcomes</h1>
        <p className="mt-3 text-slate-600">
          See what vetted experts with AI assistance have delivered, then pick a fixed-scope pack or shape your own.
        </p>
      </header>
      <Tabs value={view} onValueChange={switchTo} className="mt-8">
        <TabsList>
          <TabsTrigger value="proof">Proof in Action</TabsTrigger>
          <TabsTrigger value="catalog">Outcome Catalog</TabsTrigger>
        </TabsList>
        <TabsContent value="proof" className="mt-8">
          <CaseStudies />
        </TabsContent>
        <TabsContent value="catalog" className="mt-8">
          <CatalogView />
        </TabsContent>
      </Tabs>
    </div>
  );
}
