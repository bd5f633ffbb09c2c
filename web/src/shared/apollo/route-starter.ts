// Code and data in parallel (issue 42, docs/adr/0083-route-starters-beside-the-screen.md): a route's
// query starts as the navigation starts, while the screen's code loads. Every screen has a starter
// (`features/*/…-starter.ts`): a module of a few hundred bytes with the operation's id and the
// variables of the URL, loaded by the route's loader beside the screen's chunk, that sends the request
// by id (`LiveApolloClient.preload`); the screen's own request takes that answer. This module is what
// the starters are made of, a chunk of its own beside them (its name marks it a starter's,
// vite.config.ts `isStarterChunk`): no route's code waits for it.
import type { Params } from 'react-router-dom';
import type { SessionUser } from '../session/session-store';
import type { LiveApolloClient } from './client';

/** What a route's loader hands its starter: the URL's path parameters and search. */
export interface RouteUrl {
  params: Params;
  search: URLSearchParams;
}
/** Starts a route's query (a preload by the operation's id); never throws. */
export type RouteStart = (live: LiveApolloClient, url: RouteUrl, user: SessionUser) => void;

/** A record's id in its route (`/^\d+$/`), null when none or not a number. */
export const routeId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/**
 * A starter (docs/adr/0083-route-starters-beside-the-screen.md): asks for the operation `name`, by its
 * id, with the variables of the URL; nothing where the URL has none (not a record's id).
 */
export const startBy =
  (name: string, id: string, variables: (url: RouteUrl, user: SessionUser) => object | null, everyVisit?: boolean): RouteStart =>
  (live, url, user) => {
    const chosen = variables(url, user);
    if (chosen) live.preload(name, id, chosen as Record<string, unknown>, everyVisit);
  };

/**
 * A record's page (`…/:id`, or `…/:<param>` where the record is nested, a place's `:placeId`): its
 * query by the record's id; nothing for a new record.
 */
export const startRecord = (name: string, hash: string, param = 'id'): RouteStart =>
  startBy(name, hash, ({ params }) => {
    const id = routeId(params.id ?? params[param]);
    return id === null ? null : { id };
  });
