// The mobile app's upload of a receipt (`POST /tickets`): the QR fields (spec §3, §5; 422
// ValidationError in Russian), photos of the product's own storage, location, platform, app version;
// the ticket and its audit row in one transaction.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf } from '../audit/context';
import { recordAudit } from '../audit/log';
import { requireUser } from '../auth/middleware';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { assertAttachable } from '../files/access';
import { FILE_REFERENCE_MESSAGE, ownFileReference } from '../files/references';
import { ref } from '../openapi/docs';
import { compactToInstant, parseQrFields } from './qr';
import { insertUploadedTicket, uploaderPlace, type TicketsRepository } from './repository';
import { doc } from './route-doc';
import { TicketUploadBody } from './schemas';

export interface TicketUploadDeps {
  db: Kysely<DB>;
  tickets: TicketsRepository;
  now: () => Date;
}

export function registerTicketUploadRoute(fastify: FastifyInstance, { db, tickets, now }: TicketUploadDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** The mobile app's upload: the QR fields (spec §3, §5), photos, location, platform, app version. */
  app.post(
    '/tickets',
    doc(
      {
        operationId: 'ticketCreate',
        summary: 'The mobile app’s upload: the QR fields (422 ValidationError in Russian), photos, location',
        response: ref('Ticket'),
      },
      { body: TicketUploadBody },
    ),
    async (request) => {
      const user = requireUser(request);
      const { body } = request;
      const parsed = parseQrFields(body);
      if ('problems' in parsed) {
        throw new HttpError(422, parsed.problems.map((p) => p.message).join('; '), {
          code: 'VALIDATION_ERROR',
          name: 'ValidationError',
          details: {
            codes: Object.fromEntries(parsed.problems.map((p) => [p.field, ['invalid']])),
            messages: Object.fromEntries(parsed.problems.map((p) => [p.field, [p.message]])),
          },
        });
      }
      const fields = parsed.fields;
      const { placeId, timeZone } = await uploaderPlace(db, user.id);
      const dateTime = compactToInstant(fields.t, timeZone ?? 'Europe/Moscow');
      if (dateTime && dateTime.getTime() > now().getTime() + 86_400_000) {
        throw new HttpError(422, 'Дата чека в будущем', { code: 'VALIDATION_ERROR', name: 'ValidationError' });
      }
      // Photos only of the product's own storage (files/references.ts).
      const photos = (body.photos ?? []).map((photo) => {
        const reference = ownFileReference(photo);
        if (!reference) throw new HttpError(422, FILE_REFERENCE_MESSAGE, { code: 'INVALID_FILE' });
        return reference;
      });
      for (const photo of photos) await assertAttachable(db, user, photo);
      const location = body.location ? { lat: body.location.lat, lng: body.location.lng } : null;
      const str = (v: string | undefined) => v?.trim().slice(0, 100) || null;
      // The upload and its audit row (client `app` from the mobile app) in one transaction.
      const created = await db.transaction().execute(async (trx) => {
        const ticketId = await insertUploadedTicket(trx, {
          ...fields,
          dateTime,
          userId: user.id,
          placeId,
          platform: str(body.platform),
          appVersion: str(body.appVersion),
          photos,
          location,
        });
        await recordAudit(
          trx,
          {
            model: 'Ticket',
            entityId: ticketId,
            action: 'create',
            before: null,
            after: {
              status: 'new',
              totalSum: fields.totalSum,
              fiscalDriveNumber: fields.fiscalDriveNumber,
              fiscalDocumentNumber: fields.fiscalDocumentNumber,
              fiscalSign: fields.fiscalSign,
              placeId,
            },
          },
          actorOf(request),
        );
        return ticketId;
      });
      return (await tickets.findById(created, undefined, user))!;
    },
  );
}
