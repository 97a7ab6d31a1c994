import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { appClassTokens } from './app-class-tokens';
import { CLASS_GROUPS, GROUP_CLAIMS } from './class-groups.generated';
import { deriveClassGroups } from './derive-class-groups';
import { mergeClasses } from './merge-classes';

// Every class the app writes goes through both merges: alone, twice, in every ordered pair and in seeded random runs.
const tokens = appClassTokens();
const known = tokens.filter((token) => twMerge(`${token} ${token}`) === token);

describe('mergeClasses', () => {
  it('uses a table generated from the classes the app writes today', () => {
    const table = { groups: CLASS_GROUPS, claims: GROUP_CLAIMS };
    expect(table, 'run npx tsx src/web/lib/class-merge/write-class-groups.ts').toEqual(deriveClassGroups(tokens));
  });

  it('knows exactly the classes tailwind-merge knows among the words of the app', () => {
    expect(tokens.length).toBeGreaterThan(5000);
    expect(known.length).toBeGreaterThan(600);
    const differ = tokens.filter((token) => mergeClasses(`${token} ${token}`) !== twMerge(`${token} ${token}`));
    expect(differ).toEqual([]);
  });

  it('lets a later class replace an earlier one of its group and variants', () => {
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('hover:bg-white md:hover:bg-slate-50 hover:md:bg-slate-100')).toBe(
      'hover:bg-white hover:md:bg-slate-100',
    );
    expect(mergeClasses('text-sm text-slate-900 text-base')).toBe('text-slate-900 text-base');
  });

  it('keeps the same classes as tailwind-merge for every ordered pair of the app classes', () => {
    const differ: string[] = [];
    for (const first of known) {
      for (const second of known) {
        const list = `${first} ${second}`;
        if (mergeClasses(list) !== twMerge(list)) differ.push(list);
      }
    }
    expect(differ).toEqual([]);
    // Every pair of over 600 classes through both mergers: seconds on a busy machine, not the default 5.
  }, 60_000);

  it('keeps the same classes as tailwind-merge for longer lists, with spaces and unknown words', () => {
    let seed = 22;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const differ: string[] = [];
    for (let run = 0; run < 30_000; run++) {
      const length = 2 + Math.floor(random() * 8);
      const list = Array.from({ length }, () =>
        random() < 0.1 ? tokens[Math.floor(random() * tokens.length)] : known[Math.floor(random() * known.length)],
      ).join(random() < 0.2 ? '  \n ' : ' ');
      if (mergeClasses(`  ${list} `) !== twMerge(`  ${list} `)) differ.push(list);
    }
    expect(differ).toEqual([]);
    expect(mergeClasses('')).toBe(twMerge(''));
  });
});
