// GET /users, /users/count, /users/findOne, /users/:id. (/users/login, /logout and /me: auth/routes.ts.)
import type { FastifyInstance } from 'fastify';
import { registerModelRoutes } from '../models/routes';
import type { UsersRepository } from './repository';

export function registerUserRoutes(app: FastifyInstance, users: UsersRepository): void {
  registerModelRoutes(app, '/users', users);
}
