// A staff correction of a ticket over HTTP (admins): `POST /tickets/edit/{id}` stores it,
// `POST /tickets/editPreview/{id}` answers what it would store (tickets/edit.ts, the rule's home).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf } from '../audit/context';
import { changedFields, recordAudit } from '../audit/log';
import { ticketSnapshot } from '../audit/tickets';
import { requireUser } from '../auth/middleware';
import type { DB } from '../db/schema';
import { modelNotFound } from '../errors';
import type { AuthUser } from '../models/definition';
import { parseObjectParam } from '../models/filter';
import { ref } from '../openapi/docs';
import { FilterQuery, IdParams } from '../openapi/schemas';
import type { CatalogueCache } from '../processor/catalogue';
import { applyEdit, parseEdit, planEdit, previewAnswer } from './edit';
import { lockTicketStatus } from './repository';
import { doc, requireRole } from './route-doc';
import { editPreviewAnswer, TicketEditBody } from './schemas';
import { assertStatusTakesActions } from './status-actions';

export interface TicketEditRouteDeps {
  db: Kysely<DB>;
  catalogue: CatalogueCache;
  /** The ticket as the user may see it, or 404. */
  visible(user: AuthUser, rawId: string, filter?: unknown): Promise<{ id: number; ticket: unknown }>;
}

export function registerTicketEditRoutes(fastify: FastifyInstance, { db, catalogue, visible }: TicketEditRouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** Correct a ticket (admins): fields, lines with their products; totalSum and the score follow; only where the status takes it. */
  app.post(
    '/tickets/edit/:id',
    doc(
      {
        operationId: 'ticketEdit',
        summary:
          'Correct a ticket (admins; new, delayed or manual, else 422): fiscal fields and lines (each keeps the product given, the others matched by name); fields left out unchanged; totalSum and the score (spec §4) recomputed',
        response: ref('Ticket'),
      },
      { params: IdParams, querystring: FilterQuery, body: TicketEditBody },
    ),
    async (request) => {
      const user = requireUser(request);
      requireRole(user, ['admin']);
      const { id } = await visible(user, request.params.id);
      const edit = await parseEdit(db, request.body);
      const cat = await catalogue.get();
      const edited = await db.transaction().execute(async (trx) => {
        const status = await lockTicketStatus(trx, id);
        if (status === undefined) return false;
        assertStatusTakesActions(status);
        const before = await ticketSnapshot(trx, id, true);
        const outcome = await planEdit(trx, cat, id, edit);
        if (!outcome) return false;
        await applyEdit(trx, id, edit, outcome);
        const change = changedFields(before, await ticketSnapshot(trx, id, true));
        if (Object.keys(change.after).length > 0) await recordAudit(trx, { model: 'Ticket', entityId: id, action: 'edit', ...change }, actorOf(request));
        return true;
      });
      if (!edited) throw modelNotFound('Ticket', request.params.id);
      return (await visible(user, String(id), parseObjectParam(request.query.filter))).ticket;
    },
  );

  /** What `POST /tickets/edit/{id}` would store for the same body, without storing it (the editor's preview). */
  app.post(
    '/tickets/editPreview/:id',
    doc(
      {
        operationId: 'ticketEditPreview',
        summary: 'What an edit with this body would store (admins): the lines with their products and points, totalSum and the score; nothing is saved',
        response: editPreviewAnswer,
      },
      { params: IdParams, body: TicketEditBody },
    ),
    async (request) => {
      const user = requireUser(request);
      requireRole(user, ['admin']);
      const { id } = await visible(user, request.params.id);
      const outcome = await planEdit(db, await catalogue.get(), id, await parseEdit(db, request.body));
      if (!outcome) throw modelNotFound('Ticket', request.params.id);
      return previewAnswer(outcome);
    },
  );
}
