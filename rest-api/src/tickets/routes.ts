// GET /tickets, /tickets/count, /tickets/findOne, /tickets/:id (scoped by role).
import type { FastifyInstance } from 'fastify';
import { registerModelRoutes } from '../models/routes';
import type { TicketsRepository } from './repository';

export function registerTicketRoutes(app: FastifyInstance, tickets: TicketsRepository): void {
  registerModelRoutes(app, '/tickets', tickets);
}
