// Every class-like word written in the web app's source: the only classes Tailwind generates CSS for (it builds the
// style sheet from the same source text), so the only ones whose merging can matter.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WEB_ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'public' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.generated.ts') ? [path] : [];
  });
}

/** The words of every string and template literal (and JSX attribute string) in src/web, once each. */
export function appClassTokens(): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(WEB_ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      for (const word of literal.split(/[\s]+|\$\{|\}/)) {
        if (/^[!\-[\]a-z0-9@*&>:_./%#(),=+~]+$/i.test(word) && /[a-z]/.test(word)) tokens.add(word);
      }
    }
  }
  return [...tokens].sort();
}
