// Derives the class groups of the app's Tailwind classes from tailwind-merge itself (which class a later class
// replaces), so `mergeClasses` needs only a table of the classes the app writes instead of all of Tailwind's.
// Regenerate with `npx tsx src/web/lib/class-merge/write-class-groups.ts` after writing a class the table lacks
// (merge-classes.test.ts says so).
import { twMerge } from 'tailwind-merge';
import { appClassTokens } from './app-class-tokens';
import { baseClass } from './merge-classes';

export type TClassGroups = { groups: string[]; claims: number[][] };

/** Groups of base classes (no variants) that replace each other, and for each group the groups it replaces. */
export function deriveClassGroups(tokens: string[] = appClassTokens()): TClassGroups {
  const known = tokens.filter((token) => twMerge(`${token} ${token}`) === token);
  const bases = [...new Set(known.map((token) => baseClass(token).base))].sort();
  // replaces.get(b) = the base classes that b, written after them, removes.
  const signature = new Map<string, string>();
  const replaces = new Map<string, Set<string>>();
  for (const later of bases) {
    const removed = new Set(bases.filter((earlier) => twMerge(`${earlier} ${later}`) === later));
    replaces.set(later, removed);
    signature.set(later, [...removed].join(' '));
  }
  const groupOf = new Map<string, number>();
  const groupBySignature = new Map<string, number>();
  const groups: string[][] = [];
  for (const base of bases) {
    const key = signature.get(base)!;
    let index = groupBySignature.get(key);
    if (index === undefined) {
      index = groups.length;
      groupBySignature.set(key, index);
      groups.push([]);
    }
    groups[index]!.push(base);
    groupOf.set(base, index);
  }
  const claims = groups.map((members, index) => {
    const removed = replaces.get(members[0]!)!;
    const claimed = [...new Set([...removed].map((base) => groupOf.get(base)!))].sort((a, b) => a - b);
    for (const group of claimed) {
      for (const member of groups[group]!) {
        if (!removed.has(member)) throw new Error(`group ${index} replaces part of group ${group} (${member})`);
      }
    }
    return claimed.filter((group) => group !== index);
  });
  return { groups: groups.map((members) => members.join(' ')), claims };
}
