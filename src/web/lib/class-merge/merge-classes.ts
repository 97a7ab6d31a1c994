// tailwind-merge's merge (a later class replaces an earlier one of the same group and the same variants) over a
// table of the classes the app writes, derived from tailwind-merge itself: a few KB less on every page's first load.
// Classes outside the table are kept as written, as tailwind-merge keeps classes it does not know.
import { CLASS_GROUPS, GROUP_CLAIMS } from './class-groups.generated';

// Variants whose order changes their meaning (tailwind-merge's default list); arbitrary variants too.
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** A class's variants (as one key, sorted where their order does not matter, with `!` when important) and base. */
export function baseClass(token: string): { variants: string; base: string } {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      modifiers.push(token.slice(start, index));
      start = index + 1;
    }
  }
  let base = token.slice(start);
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  const sorted: string[] = [];
  let segment: string[] = [];
  for (const modifier of modifiers) {
    if (modifier[0] === '[' || ORDER_SENSITIVE.has(modifier)) {
      sorted.push(...segment.sort(), modifier);
      segment = [];
    } else segment.push(modifier);
  }
  sorted.push(...segment.sort());
  return { variants: sorted.join(':') + (important ? '!' : ''), base };
}

let groupOf: Map<string, number> | undefined;

/**
 * Merged lists by their input, as tailwind-merge keeps them: a page renders the same few hundred class lists again
 * and again (every button, card and badge), and a hydrating page merges each of them.
 */
const merged = new Map<string, string>();
const MERGED_KEPT = 500;

export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  if (!groupOf) {
    groupOf = new Map();
    CLASS_GROUPS.forEach((members, group) => {
      for (const member of members.split(' ')) groupOf!.set(member, group);
    });
  }
  const claimed = new Set<string>();
  const kept: string[] = [];
  const tokens = classList.trim().split(/\s+/);
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (!token) continue;
    const { variants, base } = baseClass(token);
    const group = groupOf.get(base);
    if (group !== undefined) {
      const id = `${variants}|${group}`;
      if (claimed.has(id)) continue;
      claimed.add(id);
      for (const other of GROUP_CLAIMS[group]!) claimed.add(`${variants}|${other}`);
    }
    kept.push(token);
  }
  const result = kept.reverse().join(' ');
  if (merged.size >= MERGED_KEPT) merged.clear();
  merged.set(classList, result);
  return result;
}
