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
/** Reached from a public page (or what one of them loads lazily). */
const ELSEWHERE = 'elsewhere';
/** Loaded lazily by a signed-in page (a dialog, a heavy library): it and what only it uses stay out of the area. */
const LAZY = 'lazy';

type ModuleInfo = {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
  code: string | null;
};
type Info = (id: string) => ModuleInfo | null;

const areaOfPage = (id: string) => AREA_PAGES.find(([, pages]) => pages.test(id.replace(/\\/g, '/')))?.[0];
const isLazy = (module: ModuleInfo | null) => !module || module.isEntry || module.dynamicImporters.length > 0;

/**
 * The icon package's index re-exports every icon, and the root layout imports it, so through it every icon would
 * count as reached from a public page: an icon's importers are the index's importers that name it.
 */
const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
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

/** Which signed-in pages (`area:id`) reach a module through static imports; START, ELSEWHERE, LAZY: see above. */
function reachingAreas(id: string, info: Info, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const reached = new Set<string>();
  // An import cycle: the modules already on the path add nothing new.
  memo.set(id, reached);
  const page = areaOfPage(id);
  const module = info(id);
  const union = (ids: readonly string[]) => ids.flatMap((importer) => [...reachingAreas(importer, info, memo)]);
  // The page itself, by its area: `client:/…/dashboard-page.tsx`.
  if (page) reached.add(`${page}:${id}`);
  else if (!module || module.isEntry || /src[\\/]web[\\/]start\.tsx$/.test(id)) reached.add(START);
  else if (isLazy(module)) {
    const from = union([...module.importers, ...module.dynamicImporters]);
    reached.add(from.includes(ELSEWHERE) || from.includes(START) ? ELSEWHERE : LAZY);
  } else for (const area of union(importersOf(id, module, info))) reached.add(area);
  return reached;
}

export function areaChunks(): CodeSplittingGroup {
  const memo = new Map<string, Set<string>>();
  return {
    debugName: 'signed-in areas',
    name: (id, context) => {
      const info: Info = (moduleId) => context.getModuleInfo(moduleId);
      // A page keeps its own small chunk, so the manifest names the chunks it needs (for the server's preloads).
      if (isLazy(info(id))) return null;
      const reached = reachingAreas(id, info, memo);
      const pages = [...reached].filter((marker) => marker.includes(':'));
      if (pages.length === 0 || reached.has(START)) return null;
      // Icons a public page shows too: one chunk of a few KB rather than a request of 200 bytes each.
      if (reached.has(ELSEWHERE)) return ICON.test(id) ? 'icons' : null;
      // What one page alone uses stays in that page's chunk: a page loads its area's shared code, not its neighbours'.
      if (pages.length < 2) return null;
      const areas = [...new Set(pages.map((marker) => marker.split(':')[0]))];
      return areas.length === 1 ? `${areas[0]}-area` : 'workspace';
    },
    // Only what the name above chose: following imports would pull a public page's modules into an area's chunk.
    includeDependenciesRecursively: false,
    // Within an area, by the pages that use them. Small sets are not merged: with dependencies not followed, a merged
    // chunk and a page's chunk imported each other, and one ran before the other had set what it imported (rolldown
    // documents the hazard; chunk-cycle-guard.ts now fails such a build).
    entriesAware: true,
    entriesAwareMergeThreshold: 0,
    priority: -1,
  };
}
