import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/**
 * A text box whose value reaches `onCommit` once typing pauses for 300 ms. `value` is the committed value (from the
 * query string): when it changes from outside (the back button, a shared link) the box shows it.
 */
export function DebouncedInput({
  value,
  onCommit,
  sanitise = (text) => text,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
  /** Cleans what is typed (e.g. digits only). */
  sanitise?: (text: string) => string;
}) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const settled = useDebouncedValue(draft);

  // The URL changed without us (back button): show it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    // Only a value typing has settled on: not a stale one just replaced from outside (a tab switch, the back button).
    if (settled !== draft || settled.trim() === committed.current.trim()) return;
    committed.current = settled.trim();
    onCommit(settled.trim());
  }, [settled, draft, onCommit]);

  return <Input value={draft} onChange={(event) => setDraft(sanitise(event.target.value))} {...props} />;
}
