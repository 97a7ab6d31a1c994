import { Component, type ReactNode } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation, type Location, type RouteMatch } from 'react-router';
import { preloadPage, preloadPageParts, retryFailedPages } from './lazy-page';
import { routes, type TRouteHandle } from './router';
import { ErrorScreen } from './routes/error-screen';

let lastMatched: { pathname: string; matches: RouteMatch[] } | null = null;

/**
 * The routes a path matches, worked out once per path: matching walks and ranks the whole route table, and the start,
 * the render, its redirect check and its preloads all ask for the same path.
 */
function matchesOf(pathname: string): RouteMatch[] {
  if (lastMatched?.pathname !== pathname) lastMatched = { pathname, matches: matchRoutes(routes, pathname) ?? [] };
  return lastMatched.matches;
}

/** Where the matched routes send this location instead (an old link's new address), or null. */
export function redirectTarget(location: Pick<Location, 'pathname' | 'search'>): string | null {
  for (const { route } of matchesOf(location.pathname)) {
    const target = (route.handle as TRouteHandle | undefined)?.redirect?.(location.search);
    if (target) return target;
  }
  return null;
}

/**
 * Starts loading every page module the location needs at once (a layout and its page side by side), each followed by
 * the parts it shows there.
 */
export function preloadMatchedPages(pathname: string, search = ''): Promise<void> {
  const loads = matchesOf(pathname).flatMap(({ route }) => (route.handle as TRouteHandle | undefined)?.load ?? []);
  return Promise.all(loads.map((load) => preloadPage(load).then(() => preloadPageParts(load, pathname, search)))).then(
    () => undefined,
  );
}

type BoundaryProps = { locationKey: string; children: ReactNode };
type BoundaryState = { error: unknown; locationKey: string };

/**
 * A page that fails to render or load shows the error screen in place of the whole app (the header may be what
 * failed). Any navigation, the error screen's "Try again" included, renders the app again.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

let renderedLocationKey: string | null = null;

/**
 * The route table rendered for the current location, the same on the server and in the browser: from the matches the
 * redirect check and the preloads used, rather than `useRoutes` matching the table again.
 */
export function AppRoutes() {
  const location = useLocation();
  if (location.key !== renderedLocationKey) {
    // A navigation (the error screen's "Try again" too) loads a page that failed before again.
    renderedLocationKey = location.key;
    retryFailedPages();
  }
  const target = redirectTarget(location);
  if (!target) void preloadMatchedPages(location.pathname, location.search).catch(() => undefined);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      {target ? <Navigate to={target} replace /> : renderMatches(matchesOf(location.pathname))}
    </RouteErrorBoundary>
  );
}
