// The HTTP service: fastify with LoopBack's query parsing, token resolution and error bodies.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerTokenResolution } from './auth/middleware';
import { AuthRepository } from './auth/repository';
import { registerAuthRoutes } from './auth/routes';
import type { LogLevel } from './config';
import type { Database } from './db/database';
import { CitiesRepository, PlacesRepository, RegionsRepository } from './geography/repository';
import { registerGeographyRoutes } from './geography/routes';
import { registerBodyParsers } from './http/body';
import { registerErrorHandling } from './http/errors';
import { parseQueryString } from './http/querystring';
import { ModelEngine } from './models/engine';
import { createRegistry } from './models/registry';
import { createLive, registerLiveRoutes, type LiveOptions } from './realtime/setup';
import { TicketsRepository } from './tickets/repository';
import { UsersRepository } from './users/repository';
import { registerUserRoutes } from './users/routes';

export interface AppDeps {
  /** Migrated; closed when the app closes. */
  database: Database;
  logLevel?: LogLevel;
  /** The clock of token expiry. */
  now?: () => Date;
  /** socket.io, the auto-processor, files (issue 4). */
  live?: LiveOptions;
}

export async function buildApp({ database, logLevel = 'info', now = () => new Date(), live: liveOptions = {} }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel },
    // Like Express under LoopBack: case-insensitive paths, a trailing slash ignored, qs query strings.
    routerOptions: { querystringParser: parseQueryString, caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
    // The gateway sends its request id; logs on both sides then share it.
    requestIdHeader: 'x-request-id',
  });
  app.addHook('onClose', async () => database.close());

  const engine = new ModelEngine(database.db, createRegistry(), { caseFoldCollation: database.caseFoldCollation });
  const auth = new AuthRepository(database.db);
  const users = new UsersRepository(engine);
  const tickets = new TicketsRepository(engine);
  const regions = new RegionsRepository(engine);
  const cities = new CitiesRepository(engine);
  const places = new PlacesRepository(engine);

  // Path prefixes of LoopBack's shared classes, for its 404 message on an unknown method.
  const sharedClasses = new Map([
    ['/users', 'User'],
    ['/tickets', 'Ticket'],
    ['/regions', 'Region'],
    ['/cities', 'City'],
    ['/places', 'Place'],
  ]);

  registerBodyParsers(app);
  registerErrorHandling(app, sharedClasses);
  registerTokenResolution(app, auth, now);
  const live = await createLive(app, { database, auth, now, options: liveOptions });

  registerAuthRoutes(app, { auth, users });
  registerUserRoutes(app, users);
  registerGeographyRoutes(app, { regions, cities, places });
  await registerLiveRoutes(app, live, { database, tickets, now, options: liveOptions });

  return app;
}
