// GraphQL multipart requests (the "GraphQL multipart request" convention: `operations`, `map` and
// the files as form fields): parsed into an ordinary operation whose variables hold web `File`s.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** One file: the same limit as the API's (`rest-api/src/files/storage.ts`). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The whole request: the file and the form's own overhead. */
export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES + 1024 * 1024;

export class MultipartError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function setPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    const next = node?.[key];
    if (next === null || typeof next !== 'object') throw new MultipartError(`map: нет пути ${path} в operations`);
    node = next as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (!node || !(last in node)) throw new MultipartError(`map: нет пути ${path} в operations`);
  node[last] = value;
}

export async function parseMultipart(req: IncomingMessage): Promise<unknown> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > MAX_UPLOAD_BYTES) throw new MultipartError('Файл слишком большой: не более 10 МБ', 413);
  let size = 0;
  const limited = Readable.from(
    (async function* () {
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_UPLOAD_BYTES) throw new MultipartError('Файл слишком большой: не более 10 МБ', 413);
        yield chunk as Buffer;
      }
    })(),
  );
  let form: FormData;
  try {
    form = await new Request('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Readable.toWeb(limited) as ReadableStream,
      duplex: 'half',
    } as RequestInit).formData();
  } catch (error) {
    if (error instanceof MultipartError) throw error;
    if ((error as { cause?: unknown }).cause instanceof MultipartError) throw (error as { cause: MultipartError }).cause;
    throw new MultipartError('Не удалось прочитать multipart-запрос');
  }
  const operationsField = form.get('operations');
  const mapField = form.get('map');
  if (typeof operationsField !== 'string' || typeof mapField !== 'string') {
    throw new MultipartError('В multipart-запросе нет полей operations и map');
  }
  let operations: unknown;
  let map: Record<string, string[]>;
  try {
    operations = JSON.parse(operationsField);
    map = JSON.parse(mapField) as Record<string, string[]>;
  } catch {
    throw new MultipartError('Поля operations и map должны быть JSON');
  }
  for (const [field, paths] of Object.entries(map)) {
    const file = form.get(field);
    if (!(file instanceof Blob)) throw new MultipartError(`Нет файла в поле ${field}`);
    if (file.size > MAX_FILE_BYTES) throw new MultipartError('Файл слишком большой: не более 10 МБ', 413);
    for (const path of paths) setPath(operations, path, file);
  }
  return operations;
}
