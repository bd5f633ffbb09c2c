// POST /fileUpload/single (multipart, one file) and GET /files/{container}/{path}.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { requireUser } from '../auth/middleware';
import { HttpError } from '../errors';
import { ALLOWED_TYPES, CONTAINER, FILE_PATH, MAX_FILE_BYTES, mimeOf, storeUpload, type FileStore } from './storage';

function publicServer(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? request.hostname}/files`;
}

export async function registerFileRoutes(app: FastifyInstance, store: FileStore): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });

  app.post('/fileUpload/single', async (request) => {
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
    const query = request.query as Record<string, unknown>;
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
      throw new HttpError(422, `Недопустимый тип файла: ${mime}. Разрешены изображения (JPEG, PNG, WebP, GIF), PDF, TXT, DOC, DOCX, XLS, XLSX, MP4, MP3`, { code: 'FILE_TYPE_NOT_ALLOWED' });
    }
    if (mime.startsWith('image/')) {
      try {
        await sharp(data).metadata();
      } catch {
        throw new HttpError(422, 'Файл не является изображением указанного типа', { code: 'FILE_TYPE_MISMATCH' });
      }
    }
    return storeUpload(store, { container, data, mime, name: file.filename || null, server: publicServer(request) });
  });

  app.get<{ Params: { container: string; '*': string } }>('/files/:container/*', async (request, reply) => {
    const { container } = request.params;
    const path = request.params['*'];
    if (!CONTAINER.test(container) || !FILE_PATH.test(path)) throw new HttpError(404, 'Файл не найден', { code: 'FILE_NOT_FOUND' });
    const data = await store.get(container, path);
    if (!data) throw new HttpError(404, 'Файл не найден', { code: 'FILE_NOT_FOUND' });
    return reply
      .type(mimeOf(path))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
