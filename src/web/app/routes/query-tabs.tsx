import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

export type QueryTab = { value: string; label: string; aliases?: string[]; Component: ComponentType };

/**
 * Tabs whose selection lives in the `?tab=` query parameter (so links and reloads keep it). `aliases` are other
 * values that select a tab; an unknown or missing value selects the first tab. Switching replaces the history entry
 * and starts the new tab's list at its first page (`?page=` is the tab's own).
 */
export function QueryTabs({ tabs, className }: { tabs: QueryTab[]; className?: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const active = (tabs.find((tab) => tab.value === requested || tab.aliases?.includes(requested)) ?? tabs[0])?.value;
  if (!active) return null;

  const select = (value: string) =>
    setParams(
      (current) => {
        current.set('tab', value);
        current.delete('page');
        return current;
      },
      { replace: true },
    );

  return (
    <Tabs value={active} onValueChange={select} className={className}>
      <TabsList>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, Component }) => (
        <TabsContent key={value} value={value}>
          <Component />
        </TabsContent>
      ))}
    </Tabs>
  );
}
