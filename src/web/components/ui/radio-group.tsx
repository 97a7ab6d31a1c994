import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { useRef, type ComponentProps, type FocusEvent, type KeyboardEvent } from 'react';
import { cn } from '@web/lib/cn';

const ARROW_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * A radio group whose arrow keys select as they move (the ARIA radio group pattern), so Tab and Shift+Tab come back
 * to the chosen option. Radix selects only when the arrow key is still down as focus arrives, but it moves focus a
 * moment later, after a quick press has already let go: the arrow is remembered here until focus lands.
 */
export function RadioGroup({
  className,
  onKeyDown,
  onFocus,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const arrowPressed = useRef(false);
  const rememberArrow = (event: KeyboardEvent<HTMLDivElement>) => {
    arrowPressed.current = ARROW_KEYS.includes(event.key);
    onKeyDown?.(event);
  };
  const selectWhenArrowed = (event: FocusEvent<HTMLDivElement>) => {
    const option: HTMLElement = event.target;
    if (
      arrowPressed.current &&
      option.getAttribute('role') === 'radio' &&
      option.getAttribute('aria-checked') !== 'true'
    )
      option.click();
    arrowPressed.current = false;
    onFocus?.(event);
  };
  return (
    <RadioGroupPrimitive.Root
      className={cn('grid gap-2', className)}
      onKeyDown={rememberArrow}
      onFocus={selectWhenArrowed}
      {...props}
    />
  );
}
/** A selectable card: arrow keys move between options, Space selects (Radix radio group). */
export function RadioCard({ className, children, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'flex w-full items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-left text-sm transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-600',
        className,
      )}
      {...props}
    >
      <span
        className="flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400"
        aria-hidden
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-brand-600" />
      </span>
      <span className="min-w-0 flex-1">{children}</span>
    </RadioGroupPrimitive.Item>
  );
}
