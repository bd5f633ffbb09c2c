// Code and data in parallel (issue 42): a route's query starts as the navigation starts, while the
// screen's code loads.
// - A list's route query (docs/adr/0050-route-queries-start-in-loaders.md): the route's loader starts
//   the screen's query (`RouteQuery`); the screen's `useQuery` with the same document and variables
//   joins that request (Apollo dedups a query in flight) or reads its answer from the cache.
// - A route's starter (docs/adr/0083-route-starters-beside-the-screen.md): a module of a few hundred
//   bytes with the operation's id and the variables of the URL, loaded by the route's loader beside the
//   screen's chunk, sends the request by id (`LiveApolloClient.preload`); the screen's own request
//   takes that answer.
import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router-dom';
import type { SessionUser } from '../session/session-store';
import type { LiveApolloClient } from './client';

/** Starts a route's query for the URL's search parameters and the signed-in user; never throws. */
export type RouteQuery = (client: ApolloClient, params: URLSearchParams, user: SessionUser) => void;

/** What a route's loader hands its starter: the client, the URL's path parameters and search, the user. */
export interface RouteUrl {
  params: Params;
  search: URLSearchParams;
}
/** Starts a route's query (`RouteQuery` or a starter's preload); never throws. */
export type RouteStart = (live: LiveApolloClient, url: RouteUrl, user: SessionUser) => void;
