// POST /fileUpload/single (multipart, one file) and GET /files/{container}/{path}.
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { requireUser } from '../auth/middleware';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { Type } from 'typebox';
import { component } from '../openapi/docs';
import { mayReadFile } from './access';
import {
  ALLOWED_TYPES,
  CONTAINER,
  decodedBytes,
  FILE_PATH,
  IMAGE_FORMATS,
  ImageBusyError,
  MAX_DECODED_BYTES,
  MAX_FILE_BYTES,
  MAX_IMAGE_PIXELS,
  mimeOf,
  storeUpload,
  UploadAbandonedError,
  type FileStore,
} from './storage';

function publicServer(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? request.hostname}/files`;
}

export async function registerFileRoutes(fastify: FastifyInstance, store: FileStore, db: Kysely<DB>): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });

  const storedFile = component('StoredFile', {
    type: 'object',
    required: ['server', 'container', 'path', 'thumbs', 'mime', 'type', 'name', 'size'],
    properties: {
      server: { type: 'string', nullable: true, description: 'The files base URL: the file is `${server}/${container}/${path}`' },
      container: { type: 'string' },
      path: { type: 'string' },
      thumbs: { type: 'object', nullable: true, additionalProperties: { type: 'string' }, description: 'Image thumbnails: size → path' },
      mime: { type: 'string' },
      type: { type: 'string' },
      name: { type: 'string', nullable: true },
      size: { type: 'integer' },
    },
  });
  app.post(
    '/fileUpload/single',
    {
      // The multipart body is read by the route (@fastify/multipart), not validated by a schema.
      schema: { querystring: Type.Object({ container: Type.Optional(Type.String({ description: 'Default `messages` (or the form field `container`)' })) }) },
      config: {
        openapi: {
          operationId: 'fileUploadSingle',
          tags: ['File'],
          summary: 'Upload one file (multipart/form-data; images, PDF, office documents, audio, video; 422 in Russian otherwise)',
          bodyMediaType: 'multipart/form-data',
          body: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, container: { type: 'string' } } },
          response: storedFile,
        },
      },
    },
    async (request, reply) => {
      requireUser(request);
      if (!request.isMultipart()) throw new HttpError(400, 'Ожидается multipart/form-data с файлом', { code: 'FILE_REQUIRED' });
      let file;
      try {
        file = await request.file();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new HttpError(400, 'Можно загрузить только один файл', { code: 'TOO_MANY_FILES' });
        throw error;
      }
      if (!file) throw new HttpError(400, 'Файл не передан', { code: 'FILE_REQUIRED' });
      const { query } = request;
      const field = (file.fields.container as { value?: unknown } | undefined)?.value;
      const container = String(query.container ?? field ?? 'messages').toLowerCase();
      if (!CONTAINER.test(container)) throw new HttpError(422, 'Недопустимое имя контейнера', { code: 'INVALID_CONTAINER' });
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, `Файл слишком большой: не более ${MAX_FILE_BYTES / 1024 / 1024} МБ`, { code: 'FILE_TOO_LARGE' });
        }
        throw error;
      }
      if (data.length === 0) throw new HttpError(422, 'Файл пустой', { code: 'FILE_EMPTY' });
      const mime = file.mimetype.toLowerCase();
      if (!ALLOWED_TYPES[mime]) {
        throw new HttpError(422, `Недопустимый тип файла: ${mime}. Разрешены изображения (JPEG, PNG, WebP, GIF), PDF, TXT, DOC, DOCX, XLS, XLSX, MP4, MP3`, {
          code: 'FILE_TYPE_NOT_ALLOWED',
        });
      }
      if (mime.startsWith('image/')) {
        // The header only (no decoding): the content must be the declared format (an SVG or HTML sent
        // as image/png is refused), and small enough to decode.
        let meta: sharp.Metadata;
        try {
          meta = await sharp(data, { limitInputPixels: false }).metadata();
        } catch {
          throw new HttpError(422, 'Файл не является изображением указанного типа', { code: 'FILE_TYPE_MISMATCH' });
        }
        if (meta.format !== IMAGE_FORMATS[mime]) {
          throw new HttpError(422, 'Файл не является изображением указанного типа', { code: 'FILE_TYPE_MISMATCH' });
        }
        if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) {
          throw new HttpError(422, `Изображение слишком большое: не более ${MAX_IMAGE_PIXELS / 1_000_000} мегапикселей`, { code: 'IMAGE_TOO_LARGE' });
        }
        // Decoded size, not only pixels: 16-bit and alpha channels multiply it (issue 23, F5).
        if (decodedBytes(meta) > MAX_DECODED_BYTES) {
          throw new HttpError(422, `Изображение слишком большое: в распакованном виде не более ${MAX_DECODED_BYTES / 1_000_000} МБ`, { code: 'IMAGE_TOO_LARGE' });
        }
      }
      // A client that has gone (the gateway gave up) was told the upload failed: nothing is kept then.
      const abandoned = () => reply.raw.destroyed || request.raw.socket?.destroyed === true;
      try {
        return await storeUpload(store, { container, data, mime, name: file.filename || null, server: publicServer(request) }, abandoned);
      } catch (error) {
        if (error instanceof ImageBusyError) throw new HttpError(503, 'Сервер занят обработкой изображений. Повторите загрузку через минуту.', { code: 'IMAGE_QUEUE_FULL' });
        if (error instanceof UploadAbandonedError) throw new HttpError(499, 'Загрузка прервана клиентом; файл не сохранён', { code: 'UPLOAD_ABANDONED' });
        if ((error as Error).message?.includes('timeout')) throw new HttpError(422, 'Изображение обрабатывается слишком долго; файл не сохранён', { code: 'IMAGE_TOO_COMPLEX' });
        throw error;
      }
    },
  );

  app.get(
    '/files/:container/*',
    {
      schema: { params: Type.Object({ container: Type.String({ description: 'The container (e.g. messages)' }), '*': Type.String({ description: 'The file’s path' }) }) },
      config: {
        openapi: {
          operationId: 'fileDownload',
          tags: ['File'],
          summary: 'A stored file, for a signed-in user who may see the ticket or message it belongs to (401 without a token, 404 unknown or not yours)',
          responseMediaType: 'application/octet-stream',
          response: { type: 'string', format: 'binary' },
        },
      },
    },
    async (request, reply) => {
      // Files are the product's users' (receipt photos, messages): a link alone opens nothing, a
      // session or token must come with it (issue 16, finding 9), and a ticket's or message's file opens
      // only for who may see that record (files/access.ts). The web reads them through the gateway,
      // which passes the session's token on; the app sends its own.
      const user = requireUser(request);
      const { container } = request.params;
      const path = request.params['*'];
      if (!CONTAINER.test(container) || !FILE_PATH.test(path) || !(await mayReadFile(db, user, container, path))) {
        throw new HttpError(404, 'Файл не найден', { code: 'FILE_NOT_FOUND' });
      }
      const data = await store.get(container, path);
      if (!data) throw new HttpError(404, 'Файл не найден', { code: 'FILE_NOT_FOUND' });
      return (
        reply
          .type(mimeOf(path))
          // Files are private to the product's users (messages, receipts): no shared cache may keep them
          // (issue 16, finding 9). A path never changes content, so the browser may keep it a day.
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(data)
      );
    },
  );
}
