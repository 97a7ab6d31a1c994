import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { cn } from '@web/lib/cn';

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): the markup and keyboard behaviour of Radix Tabs in a few hundred
 * bytes, as public pages load them before a visitor can use the page. Arrow keys (wrapping), Home and End move focus
 * along the tab list and select the focused tab; only the selected tab is in the Tab order; only its panel is rendered,
 * a tab stop only when it has no control of its own.
 */
type TabsState = { baseId: string; value: string | undefined; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const partId = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value}`;

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-600', className)}
      {...props}
    />
  );
}

/** Moves focus along the tab list (which selects the tab focused). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const tabs = [
    ...(event.currentTarget
      .closest('[role="tablist"]')
      ?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []),
  ];
  const at = tabs.indexOf(event.currentTarget);
  const next = {
    ArrowRight: tabs[(at + 1) % tabs.length],
    ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs.at(-1),
  }[event.key];
  if (!next || at < 0) return;
  event.preventDefault();
  next.focus();
}

export function TabsTrigger({
  value,
  className,
  disabled,
  onClick,
  onFocus,
  onKeyDown,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={partId(tabs.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={partId(tabs.baseId, 'content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

/**
 * Whether the panel holds a control of its own: then Tab goes from the tab straight to it, and the panel is no tab
 * stop (WAI-ARIA APG tabs); a tall panel's own focus ring would be off screen on a phone. Followed as the panel's
 * content loads or changes.
 */
function useHoldsFocusable(panel: RefObject<HTMLDivElement | null>, active: boolean): boolean {
  const [holds, setHolds] = useState(false);
  useEffect(() => {
    const element = panel.current;
    if (!active || !element) return;
    const check = () => setHolds(element.querySelector(FOCUSABLE) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [panel, active]);
  return holds;
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs('TabsContent');
  const panel = useRef<HTMLDivElement>(null);
  const holdsFocusable = useHoldsFocusable(panel, tabs.value === value);
  if (tabs.value !== value) return null;
  return (
    <div
      ref={panel}
      role="tabpanel"
      id={partId(tabs.baseId, 'content', value)}
      aria-labelledby={partId(tabs.baseId, 'trigger', value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={holdsFocusable ? undefined : 0}
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
