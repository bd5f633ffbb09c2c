import type { UIMatch } from 'react-router-dom';
import { messages, type Language } from '../shared/i18n/i18n';
import type { ShellMessages } from '../shared/i18n/messages';

/** A route's title: a key of the shell's `routes` texts, read in the current language. */
export type RouteTitleKey = keyof ShellMessages['routes'];

/** What a route declares about itself in `handle`. */
export interface RouteHandle {
  /** Page title: the heading of a placeholder and the browser tab's title. */
  title: RouteTitleKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that has one, in a language (the current one by default). */
export function routeTitle(matches: readonly UIMatch[], language?: Language): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return messages(language).routes[handle.title] ?? handle.title;
  }
  return undefined;
}
