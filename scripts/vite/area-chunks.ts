// The signed-in area's code in few chunks, each holding what a first view uses (decisions 040, 044). A module a
// signed-in page reaches goes, within its layer, to the chunk of the first of the FIRST_VIEWS that reaches it: the
// dashboard loads only what it uses, the admin overview what it uses beyond that, and so on; what no listed first view
// reaches goes to its area's chunk or `workspace`. The same holds for what public and signed-in pages share, by
// PUBLIC_VIEWS, so a public page loads only the shared code it or a page before it uses. No public page loads
// signed-in code, and modules loaded lazily inside a page (a dialog, a heavy library) stay lazy.
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
    /src\/web\/(app\/routes\/dashboard-page|features\/(account\/pages\/account(-revert)?-page|documents\/pages\/documents?-page|briefs\/pages\/brief-(submitted|detail)-page|quotes\/pages\/(request-quotes|quote-review)-page|projects\/pages\/project-page|payments\/pages\/payment-(success|canceled)-page))\.tsx$/,
  ],
  [
    'sign-in',
    /src\/web\/(app\/routes\/first-admin-setup-page|features\/auth\/(components\/auth-page|pages\/(reset-password|email-confirmed)-page))\.tsx$/,
  ],
];

/**
 * Public pages the router loads with the signed-in pages' loaders (`shell-pages.ts`): the brief builder, prerendered,
 * whose first step must not load the signed-in areas' chunks.
 */
const PUBLIC_SHELL_PAGES = /src\/web\/features\/briefs\/pages\/brief-builder-page\.tsx$/;

/** The header's part for a signed-in person (the bell, the account menu), which the header loads when it shows it. */
const ACCOUNT_CONTROLS = /src\/web\/app\/layout\/account-controls\.tsx$/;

/** Reached from the app's start (the root layout), which every page loads. */
const START = 'start';
/** Reached from a public page's first view (`public:id`): the page module the router loads, and what it imports. */
const PUBLIC = 'public:';
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

/**
 * Registries of a page's parts, each loaded when shown (an admin area's content): a part counts as a page of the
 * registry's area, so what parts share is grouped as pages' is, and what one part alone uses stays in its chunk.
 */
const PART_REGISTRIES: [Area, RegExp][] = [['admin', /src\/web\/app\/routes\/admin\/admin-area-content\.tsx$/]];

const slashed = (id: string) => id.replace(/\\/g, '/');
const areaOfPage = (id: string, module: ModuleInfo | null) =>
  AREA_PAGES.find(([, pages]) => pages.test(slashed(id)))?.[0] ??
  PART_REGISTRIES.find(([, registry]) =>
    module?.dynamicImporters.some((importer) => registry.test(slashed(importer))),
  )?.[0];
const isLazy = (module: ModuleInfo | null) => !module || module.isEntry || module.dynamicImporters.length > 0;
/** A route's page module: the router loads the public pages from the start chunk. */
const PAGE_MODULE = /-page\.tsx$/;
const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
/** The mutation and infinite-query hooks the `framework` chunk leaves out (vite.config.ts). */
const QUERY_EXTRAS =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;
/**
 * The icon package's index re-exports every icon, and the root layout imports it, so through it every icon would
 * count as reached from a public page: an icon's importers are the index's importers that name it.
 */
const ICON_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_BARREL = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]index\.mjs$/;

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
 * Which signed-in pages (`area:id`) and public pages (`public:id`) reach a module through static imports; START,
 * PUBLIC_LATER, LAZY: see above. A module in an import circle (zod's, Radix's) is remembered only once the circle's first module is known,
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
    const found = info(module);
    const page = areaOfPage(module, found);
    // The page itself, by its area: `client:/…/dashboard-page.tsx`.
    if (page) reached.add(`${page}:${module}`);
    else if (PUBLIC_SHELL_PAGES.test(slashed(module))) reached.add(`${PUBLIC}${module}`);
    else if (!found || found.isEntry || /src[\\/]web[\\/]start\.tsx$/.test(module)) reached.add(START);
    else {
      for (const marker of union(importersOf(module, found, info))) reached.add(marker);
      // Loaded by `import()`: a public page when the router loads it, else a later load, public or signed-in. The
      // brief builder's later steps count as a signed-in page's lazy part: the client area's forms, which they load.
      const dynamically = union(found.dynamicImporters);
      const later = dynamically.filter((marker) => !PUBLIC_SHELL_PAGES.test(slashed(marker)));
      if (dynamically.includes(START) && PAGE_MODULE.test(module)) reached.add(`${PUBLIC}${module}`);
      else if (later.some((marker) => !isSignedInPage(marker) && marker !== LAZY)) reached.add(PUBLIC_LATER);
      else if (dynamically.length > 0) reached.add(LAZY);
    }
    depthOnPath.delete(module);
    if (reliesOn >= depth) memo.set(module, reached);
    return { reached, reliesOn };
  };
  return visit(id).reached;
}

/**
 * Whether a module is the header's account controls or used only by them: imported only by such modules, or also by
 * code they load lazily (the live notification's check), which then finds it loaded.
 */
function onlyForAccountControls(id: string, info: Info, memo: Map<string, boolean>): boolean {
  if (ACCOUNT_CONTROLS.test(slashed(id))) return true;
  const known = memo.get(id);
  if (known !== undefined) return known;
  const module = info(id);
  // An import circle counts as used elsewhere until its other modules answer.
  memo.set(id, false);
  const forControls = (importer: string) => onlyForAccountControls(importer, info, memo);
  const loadedLaterByControls = (importer: string) => {
    const lazyPart = info(importer);
    return !!lazyPart && lazyPart.dynamicImporters.length > 0 && lazyPart.dynamicImporters.every(forControls);
  };
  // The icons' second index (`icons/index.mjs`, re-exported whole by the first) names no user.
  const importers =
    module && !isLazy(module) ? importersOf(id, module, info).filter((importer) => !ICON_BARREL.test(importer)) : [];
  const only =
    importers.some(forControls) &&
    importers.every((importer) => forControls(importer) || loadedLaterByControls(importer));
  memo.set(id, only);
  return only;
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
 * Signed-in first views with chunks of their own, in this order (see the top): the pages rendered for their viewer
 * first (the admin overview and reports share the admin workspace's layout), then the project and expert pages.
 */
const FIRST_VIEWS: [string, RegExp][] = [
  ['dashboard', /app\/routes\/dashboard-page\.tsx$/],
  [
    'admin',
    /(app\/routes\/admin\/admin-(workspace-layout|overview-page)|features\/reports\/pages\/admin-reports-page)\.tsx$/,
  ],
  // The matching area's content, the project page and the expert area together: each uses nearly all the others share with it
  // (react-hook-form, the quote editor, the skill vocabulary); apart, the project's and the expert's shares were
  // chunks of 2.5 and 5 KB, two more scripts on those views.
  [
    'forms',
    /(features\/matching\/components\/matching-tab|features\/projects\/pages\/project-page|app\/routes\/expert-page)\.tsx$/,
  ],
];
/**
 * Public first views whose code shared with signed-in pages has chunks of their own, in this order; the other public
 * pages share one. The legal pages together, home and catalog together: each group uses nearly the same parts. The
 * order is the one that keeps each of these pages' first load within 100 KB (`npm run bench -- first-view-scripts`).
 */
const PUBLIC_VIEWS: [string, RegExp][] = [
  ['outcomes', /features\/catalog\/pages\/outcomes-page\.tsx$/],
  // Home, catalog, pricing and the legal pages together: the few icons they share with the signed-in pages, apart,
  // were three chunks of a few hundred bytes on a signed-in first view. Product apart: sharing a chunk with pricing,
  // each loaded the other's code (the pack's purchase).
  [
    'home',
    /features\/(home\/home-page|catalog\/pages\/catalog-page|marketing\/pages\/(pricing|privacy-policy|terms-of-service|security-policy|cookie-policy|data-protection|compliance|accessibility)-page)\.tsx$/,
  ],
  ['product', /features\/catalog\/pages\/product-page\.tsx$/],
];

/** The legal documents (their shared layout), whose marketing parts are kept apart from the other public pages'. */
const LEGAL_DOCUMENTS =
  /features\/marketing\/pages\/(privacy-policy|terms-of-service|security-policy|cookie-policy|data-protection|compliance)-page\.tsx$/;
/** The marketing pages' shared parts (hero, sections, FAQ, call to action…), a few hundred bytes each. */
const MARKETING_PART = /src[\\/]web[\\/]features[\\/]marketing[\\/](?!pages[\\/])/;

/**
 * The chunk of a marketing part that public pages only share: by whether the legal documents, the other pages or both
 * use it. Left to Rolldown, each part was a chunk of its own: ten on the pricing page, 0.8 KB more brotli.
 */
function marketingChunkOf(reached: Set<string>): string | null {
  const pages = [...reached].filter((marker) => marker.startsWith(PUBLIC));
  if (pages.length < 2 || reached.has(START)) return null;
  const legal = pages.some((page) => LEGAL_DOCUMENTS.test(slashed(page)));
  const others = pages.filter((page) => !LEGAL_DOCUMENTS.test(slashed(page)));
  // The legal documents' parts and one other page's (the sitemap's list of pages) apart: in the chunk both groups
  // share, the pricing page loaded them for nothing (0.6 KB brotli).
  if (legal && others.length === 1) return null;
  return `marketing-${[legal && 'legal', others.length > 0 && 'pages'].filter(Boolean).join('-')}`;
}

/**
 * An icon only public pages share, used by one group of PUBLIC_VIEWS (and pages outside them): in that group's chunk,
 * which its pages load anyway, rather than a chunk of its own (one script more, about 0.1 KB of brotli more).
 */
function publicIconChunkOf(reached: Set<string>): string | null {
  const pages = [...reached].filter((marker) => marker.startsWith(PUBLIC));
  const groups = new Set(
    pages.flatMap((page) => PUBLIC_VIEWS.filter(([, view]) => view.test(slashed(page))).map(([name]) => name)),
  );
  return pages.length > 1 && groups.size === 1 && !reached.has(START) ? `public-${[...groups][0]}` : null;
}

const isSignedInPage = (marker: string) => marker.includes(':') && !marker.startsWith(PUBLIC);
/** The first of `views` that one of `pages` (markers) is, if any. */
const firstOf = (views: [string, RegExp][], pages: string[]) =>
  views.find(([, page]) => pages.some((marker) => page.test(slashed(marker))))?.[0];

/**
 * The chunk of a module a signed-in page reaches, so that chunks only import downwards: a page → its area's chunk →
 * `workspace` (what areas share) → a first view's chunk (`first-view-forms` → `-admin` → `-dashboard`, see FIRST_VIEWS;
 * with what a public page loads later too, the dialogs) → `public-…`, `zod-…` (what public pages share, by PUBLIC_VIEWS;
 * zod with the schemas) → the start's chunks. A module's imports are reached by at least the pages that reach it, so
 * they sit in the same layer or one further down, and within a layer in the chunk of the same first view or an
 * earlier one: no circle (chunks are named, not merged by size, as merged sets imported each other).
 */
function chunkOf(id: string, reached: Set<string>, usesZod: () => boolean): string | null {
  const signedIn = [...reached].filter(isSignedInPage);
  if (signedIn.length === 0) return ICON.test(id) ? publicIconChunkOf(reached) : null;
  // Reached from the start only through TanStack Query's index, which re-exports them: the pages that use them.
  // The first public view using them is the product page (its purchase): one chunk fewer on a signed-in first view.
  if (QUERY_EXTRAS.test(id)) return 'public-product';
  if (reached.has(START)) return null;
  const publicPages = [...reached].filter((marker) => marker.startsWith(PUBLIC));
  if (publicPages.length > 0) {
    // A public page that validates (a pack's page) loads zod anyway; the others never load the schemas.
    return `${usesZod() ? 'zod' : 'public'}-${firstOf(PUBLIC_VIEWS, publicPages) ?? 'pages'}`;
  }
  // A page that imports only a constant from a schema module reaches zod but uses none of it: in the chunk of that
  // page's first view, zod would load with it.
  if (ZOD.test(id)) return 'zod';
  const view = firstOf(FIRST_VIEWS, signedIn);
  // Dialogs and the like (Radix), which the header loads later on any page too (its account controls): with the
  // dashboard's chunk what it uses, the rest with the admin's, whose first view and every later one load them (apart,
  // as `workspace-shared`, they were two more chunks on those views).
  if (reached.has(PUBLIC_LATER)) return `first-view-${view === FIRST_VIEWS[0]![0] ? view : FIRST_VIEWS[1]![0]}`;
  // What one page alone uses stays in that page's chunk, unless a lazy part uses it too: split off, it was a chunk of
  // a few hundred bytes on that page's first view.
  if (view && (signedIn.length > 1 || reached.has(LAZY))) return `first-view-${view}`;
  if (signedIn.length === 1) return null;
  const areas = new Set(signedIn.map((marker) => marker.split(':')[0]));
  // One chunk for what areas share: by the set of areas, a first view loaded five of them.
  return areas.size > 1 ? 'workspace' : `${[...areas][0]}-area`;
}

/** `takenBy`: the groups above this one (the frameworks, the app's core), whose modules it leaves to them. */
export function areaChunks(takenBy: readonly RegExp[]): CodeSplittingGroup {
  const reach = new Map<string, Set<string>>();
  const zod = new Map<string, boolean>();
  const accountControls = new Map<string, boolean>();
  return {
    debugName: 'signed-in areas',
    test: (id) => !takenBy.some((group) => group.test(id)),
    name: (id, context) => {
      const info: Info = (moduleId) => context.getModuleInfo(moduleId);
      // Every signed-in page shows the header's account controls at once: with what only they use, and the dialogs and
      // menus they share, in the admin's first-view chunk, rather than one more script on every signed-in first view.
      if (onlyForAccountControls(id, info, accountControls)) return `first-view-${FIRST_VIEWS[1]![0]}`;
      // A page keeps its own small chunk, so the manifest names the chunks it needs (for the server's preloads).
      if (isLazy(info(id))) return null;
      const reached = reachOf(id, info, reach);
      if (MARKETING_PART.test(id) && ![...reached].some(isSignedInPage)) return marketingChunkOf(reached);
      return chunkOf(id, reached, () => needsZod(id, info, zod));
    },
    // Only what the name above chose: following imports would pull a public page's modules into an area's chunk.
    includeDependenciesRecursively: false,
    // One chunk per name: split by the pages that use them, a signed-in page loaded 35–90 small chunks.
    entriesAware: false,
    priority: -1,
  };
}
