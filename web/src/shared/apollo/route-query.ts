// Code and data in parallel (issue 42, docs/adr/0050-route-queries-start-in-loaders.md): a list
// route's loader starts the screen's query while the screen's code loads; the screen's `useQuery`
// with the same document and variables joins that request (Apollo dedups a query in flight) or reads
// its answer from the cache. Each such screen has a small module of its own with its query and the
// variables of a URL, imported by the screen and, on demand, by the router.
import type { ApolloClient } from '@apollo/client';
import type { SessionUser } from '../session/session-store';

/** Starts a route's query for the URL's search parameters and the signed-in user; never throws. */
export type RouteQuery = (client: ApolloClient, params: URLSearchParams, user: SessionUser) => void;
