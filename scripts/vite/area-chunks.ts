// The signed-in area's code in one chunk per area (decision 040): as one chunk per module, a first view of /dashboard
// or /admin loaded 30–70 scripts, each discovered only once the one importing it had arrived. A module goes into its
// area's chunk only when nothing but that area's pages reaches it, so no public page loads signed-in code; code that
// two areas share goes into one `workspace` chunk. Modules loaded lazily inside a page (a dialog, a heavy library)
// stay lazy.
import type { CodeSplittingGroup } from 'rolldown';

type Area = 'client' | 'expert' | 'admin' | 'sign-in';

/** The pages of each area, by their module's path (the pages `src/web/app/shell-pages.ts` loads). */
const AREA_PAGES: [Area, RegExp][] = [
  [
    'admin',
    /src\/web\/(app\/routes\/admin\/admin-(workspace-layout|overview-page|area-page)|features\/(reports\/pages\/admin-reports-page|experts\/admin\/pages\/admin-expert-page|agencies\/admin\/pages\/admin-agency-page))\.tsx$/,
  ],
  [
    'expert',
    /src\/web\/(app\/routes\/expert-(page|invitation-page)|features\/(experts\/pages\/expert-apply-page|agencies\/pages\/agency(-invitation)?-page))\.tsx$/,
  ],
  [
    'client',
    /src\/web\/(app\/routes\/dashboard-page|features\/(account\/pages\/account(-revert)?-page|documents\/pages\/documents?-page|briefs\/pages\/brief-(builder|submitted|detail)-page|quotes\/pages\/(request-quotes|quote-review)-page|projects\/pages\/project-page|payments\/pages\/payment-(success|canceled)-page))\.tsx$/,
  ],
  [
    'sign-in',
    /src\/web\/(app\/routes\/first-admin-setup-page|features\/auth\/(components\/auth-page|pages\/(reset-password|email-confirmed)-page))\.tsx$/,
  ],
];

/** Reached from the app's start (the root layout), which every page loads. */
const START = 'start';
/** Reached from a public page's first view: the page module the router loads, and what it imports. */
const PUBLIC = 'public';
/** Reached only from what the start or a public page loads later (the header's account controls, a dialog). */
const PUBLIC_LATER = 'public-later';
/** Loaded lazily by a signed-in page (a dialog, a heavy library): it and what only it uses stay out of the area. */
const LAZY = 'lazy';

type ModuleInfo = {
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
  code: string | null;
};
type Info = (id: string) => ModuleInfo | null;

const slashed = (id: string) => id.replace(/\\/g, '/');
const areaOfPage = (id: string) => AREA_PAGES.find(([, pages]) => pages.test(slashed(id)))?.[0];
const isLazy = (module: ModuleInfo | null) => !module || module.isEntry || module.dynamicImporters.length > 0;
/** A route's page module: the router loads the public pages from the start chunk. */
const PAGE_MODULE = /-page\.tsx$/;
/**
 * The icon package's index re-exports every icon, and the root layout imports it, so through it every icon would
 * count as reached from a public page: an icon's importers are the index's importers that name it.
 */
const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
/** The mutation and infinite-query hooks the `framework` chunk leaves out (vite.config.ts). */
const QUERY_EXTRAS =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;
const ICON_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

function importersOf(id: string, module: ModuleInfo, info: Info): string[] {
  return module.importers.flatMap((importer) => {
    const index = ICON_INDEX.test(importer) ? info(importer) : null;
    if (!index) return [importer];
    const file = id.replace(/\\/g, '/').split('/').pop()!;
    const exported = new RegExp(`export \\{([^}]*)\\} from ["']\\./icons/${file.replace('.', '\\.')}["']`).exec(
      index.code ?? '',
    );
    const names = (exported?.[1] ?? '').split(',').map((name) => name.trim().replace(/^default as /, ''));
    return index.importers.filter((user) => {
      const code = info(user)?.code ?? '';
      return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].some(([, list]) =>
        list!.split(',').some((name) => names.includes(name.trim().split(/\s+as\s+/)[0]!)),
      );
    });
  });
}

/**
 * Which signed-in pages (`area:id`) reach a module through static imports; START, PUBLIC, PUBLIC_LATER, LAZY: see
 * above. A module in an import circle (zod's, Radix's) is remembered only once the circle's first module is known,
 * so none keeps the part of the answer its circle had not yet found.
 */
function reachOf(id: string, info: Info, memo: Map<string, Set<string>>) {
  const depthOnPath = new Map<string, number>();
  /** The module's markers, and the shallowest module on the path that its answer relied on. */
  const visit = (module: string): { reached: Set<string>; reliesOn: number } => {
    const known = memo.get(module);
    if (known) return { reached: known, reliesOn: Infinity };
    const onPath = depthOnPath.get(module);
    if (onPath !== undefined) return { reached: new Set(), reliesOn: onPath };
    const depth = depthOnPath.size;
    depthOnPath.set(module, depth);
    const reached = new Set<string>();
    let reliesOn = Infinity;
    const union = (ids: readonly string[]) =>
      ids.flatMap((importer) => {
        const result = visit(importer);
        reliesOn = Math.min(reliesOn, result.reliesOn);
        return [...result.reached];
      });
    const page = areaOfPage(module);
    const found = info(module);
    // The page itself, by its area: `client:/…/dashboard-page.tsx`.
    if (page) reached.add(`${page}:${module}`);
    else if (!found || found.isEntry || /src[\\/]web[\\/]start\.tsx$/.test(module)) reached.add(START);
    else {
      for (const marker of union(importersOf(module, found, info))) reached.add(marker);
      // Loaded by `import()`: a public page when the router loads it, else a later load, public or signed-in.
      const dynamically = union(found.dynamicImporters);
      if (dynamically.includes(START) && PAGE_MODULE.test(module)) reached.add(PUBLIC);
      else if (dynamically.some((marker) => !marker.includes(':') && marker !== LAZY)) reached.add(PUBLIC_LATER);
      else if (dynamically.length > 0) reached.add(LAZY);
    }
    depthOnPath.delete(module);
    if (reliesOn >= depth) memo.set(module, reached);
    return { reached, reliesOn };
  };
  return visit(id).reached;
}

/** Whether a module needs zod, itself or through its static imports. */
function needsZod(id: string, info: Info, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  // An import circle: its other modules answer for it.
  memo.set(id, false);
  const needs = ZOD.test(id) || (info(id)?.importedIds ?? []).some((imported) => needsZod(imported, info, memo));
  memo.set(id, needs);
  return needs;
}

/**
 * The chunk of a module a signed-in page reaches, so that chunks only import downwards (decision 040): a page →
 * its area's chunk → `workspace` (what areas share) → `workspace-shared` (what a public page loads later too) →
 * `public-shared`, `zod` (with the schemas a public page shares), `icons` → the start's chunks. A module's imports are
 * reached by at least the pages that reach it, so they sit in the same chunk or one further down; chunks are named,
 * not merged by size, as merged sets imported each other.
 */
function chunkOf(id: string, reached: Set<string>, usesZod: () => boolean): string | null {
  const pages = [...reached].filter((marker) => marker.includes(':'));
  if (pages.length === 0) return null;
  // Reached from the start only through TanStack Query's index, which re-exports them: the pages that use them.
  if (QUERY_EXTRAS.test(id)) return 'public-shared';
  if (reached.has(START)) return null;
  if (reached.has(PUBLIC)) {
    if (ICON.test(id)) return 'icons';
    // A public page that validates (a pack's page) loads zod anyway; the others never load the schemas.
    return usesZod() ? 'zod' : 'public-shared';
  }
  if (reached.has(PUBLIC_LATER)) return 'workspace-shared';
  const areas = new Set(pages.map((marker) => marker.split(':')[0]));
  // One chunk for what areas share: by the set of areas, a first view loaded five of them.
  if (areas.size > 1) return 'workspace';
  // What one page alone uses stays in that page's chunk: a page loads its area's shared code, not its neighbours'.
  return pages.length > 1 ? `${[...areas][0]}-area` : null;
}

/** `takenBy`: the groups above this one (the frameworks, the app's core), whose modules it leaves to them. */
export function areaChunks(takenBy: readonly RegExp[]): CodeSplittingGroup {
  const reach = new Map<string, Set<string>>();
  const zod = new Map<string, boolean>();
  return {
    debugName: 'signed-in areas',
    test: (id) => !takenBy.some((group) => group.test(id)),
    name: (id, context) => {
      const info: Info = (moduleId) => context.getModuleInfo(moduleId);
      // A page keeps its own small chunk, so the manifest names the chunks it needs (for the server's preloads).
      if (isLazy(info(id))) return null;
      return chunkOf(id, reachOf(id, info, reach), () => needsZod(id, info, zod));
    },
    // Only what the name above chose: following imports would pull a public page's modules into an area's chunk.
    includeDependenciesRecursively: false,
    // One chunk per name: split by the pages that use them, a signed-in page loaded 35–90 small chunks.
    entriesAware: false,
    priority: -1,
  };
}
