// Prints the server modules' graph, who needs whom: a module needs another when any of its files imports the other's
// service (type imports included), the only way in (decision 010). Modules with the fewest needs come first.
//   tsx scripts/module-graph.ts            a Markdown list, as docs/architecture.md shows it
//   tsx scripts/module-graph.ts --mermaid  a Mermaid flowchart
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MODULES = 'src/server/modules';
const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** The module behind each AppServices name a factory may ask for; the others (hub, mailer, jobs, ai, storage) are infrastructure. */
const MODULE_OF_SERVICE: Record<string, string> = {
  activity: 'admin-activity',
  accounts: 'auth',
  signInHooks: 'auth',
  deliverables: 'projects',
  briefProposals: 'briefs',
};

/**
 * The other modules this module's source (tests aside) imports the service of, or whose services its factory takes
 * built (`Pick<AppServices, …>`; a `later: () => Pick<AppServices, …>` port is a call back, not a need).
 */
function needsOf(module: string): string[] {
  const needs = new Set<string>();
  for (const file of filesOf(path.join(MODULES, module))) {
    if (!/\.tsx?$/.test(file) || /\.test(-support)?\.ts$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, other] of source.matchAll(/from '\.\.\/([\w-]+)\/[\w-]+\.service'/g)) needs.add(other!);
    for (const [, names] of source.matchAll(/(?<!=>\s*)Pick<\s*AppServices,([^>]+)>/g))
      for (const [, name] of names!.matchAll(/'(\w+)'/g)) {
        const other = MODULE_OF_SERVICE[name!] ?? name!;
        if (modules.includes(other)) needs.add(other);
      }
  }
  needs.delete(module);
  return [...needs].sort();
}

const graph = new Map(modules.map((module) => [module, needsOf(module)]));
const neededBy = (module: string) => modules.filter((other) => graph.get(other)!.includes(module));
const ordered = [...modules].sort((a, b) => graph.get(a)!.length - graph.get(b)!.length || a.localeCompare(b));

if (process.argv.includes('--mermaid')) {
  console.log('flowchart BT');
  for (const module of ordered) for (const need of graph.get(module)!) console.log(`  ${module} --> ${need}`);
} else {
  for (const module of ordered) {
    const needs = graph.get(module)!;
    const users = neededBy(module);
    console.log(
      `- **${module}** needs ${needs.length ? needs.join(', ') : 'no other module'}; ` +
        `needed by ${users.length ? users.join(', ') : 'none'}`,
    );
  }
}
