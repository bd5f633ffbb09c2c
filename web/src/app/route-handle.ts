import type { UIMatch } from 'react-router-dom';

/** What a route declares about itself in `handle`. */
export interface RouteHandle {
  /** Page title: the heading of a placeholder and the browser tab's title. */
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that has one. */
export function routeTitle(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
}
