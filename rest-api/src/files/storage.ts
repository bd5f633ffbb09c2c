// Uploaded files (product-rules §5): stored by container and path, in a folder under the data dir or in
// memory (tests); images get thumbnails 200, 500, 800 and 1200 px wide.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';

export const THUMB_WIDTHS = [200, 500, 800, 1200] as const;
/** The same limit as the gateway's (`gateway/src/http/multipart.ts`): 10 MB a file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/**
 * Images larger than this (width × height) are refused from their header, before any decoding: a
 * 16000 × 16000 PNG of 758 KB cost 127 MB to decode (issue 16). 50 megapixels covers phone cameras.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * And the decoded size (width × height × channels × bytes per channel) is bounded too: a 381 KB PNG
 * of 7000 × 7000 16-bit RGBA passed the pixel limit and decoded to 392 MB (issue 23, F5). 150 MB is
 * a 50-megapixel 8-bit RGB photo.
 */
export const MAX_DECODED_BYTES = 150_000_000;
/** Thumbnails are made one image at a time per core, with at most this many waiting; more answer 503. */
export const IMAGE_QUEUE_LENGTH = 8;
/** An image whose thumbnails take longer than this is refused (and nothing is stored). */
export const IMAGE_SECONDS = 20;

/** Bytes per channel of sharp's `depth`. */
const DEPTH_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/** The decoded size of an image from its header (no decoding), in bytes. */
export function decodedBytes(meta: { width?: number; height?: number; channels?: number; depth?: string; pages?: number }): number {
  return (meta.width ?? 0) * (meta.height ?? 0) * (meta.channels ?? 4) * (DEPTH_BYTES[meta.depth ?? ''] ?? 4);
}

/** A queue of image work: `concurrency` at a time, at most `waiting` waiting; beyond that, busy. */
export class WorkQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get size(): number {
    return this.#running + this.#waiting.length;
  }

  /** Runs `work` in turn; null when the queue is full (nothing ran). */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else this.#running += 1;
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

export const imageQueue = new WorkQueue(Math.max(1, Math.min(2, availableParallelism() - 1)), IMAGE_QUEUE_LENGTH);

export class ImageBusyError extends Error {}
export class UploadAbandonedError extends Error {}
/** The format sharp reads from an image's content, for each image type a client may declare. */
export const IMAGE_FORMATS: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** What may be uploaded, by MIME type, with the extension it is stored under. */
export const ALLOWED_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
};
const MIME_BY_EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(ALLOWED_TYPES).map(([mime, ext]) => [ext, mime]));
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export interface StoredFile {
  server: string | null;
  container: string;
  path: string;
  thumbs: Record<string, string> | null;
  mime: string;
  type: string;
  name: string | null;
  size: number;
}

export interface FileStore {
  put(container: string, path: string, data: Buffer): Promise<void>;
  get(container: string, path: string): Promise<Buffer | null>;
}

export class MemoryFileStore implements FileStore {
  readonly #files = new Map<string, Buffer>();

  /** How many files are stored (tests). */
  get size(): number {
    return this.#files.size;
  }

  async put(container: string, path: string, data: Buffer): Promise<void> {
    this.#files.set(`${container}/${path}`, data);
  }

  async get(container: string, path: string): Promise<Buffer | null> {
    return this.#files.get(`${container}/${path}`) ?? null;
  }

  /** A store holding the same files, which writes apart from this one (a test API's copy of a template). */
  copy(): MemoryFileStore {
    const copy = new MemoryFileStore();
    for (const [key, data] of this.#files) copy.#files.set(key, data);
    return copy;
  }
}

export class DiskFileStore implements FileStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  #file(container: string, path: string): string {
    const file = resolve(this.#root, container, path);
    if (!file.startsWith(this.#root + sep)) throw new Error('path outside the files folder');
    return file;
  }

  async put(container: string, path: string, data: Buffer): Promise<void> {
    const file = this.#file(container, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async get(container: string, path: string): Promise<Buffer | null> {
    try {
      return await readFile(this.#file(container, path));
    } catch {
      return null;
    }
  }
}

export function createFileStore(dir: string): FileStore {
  return dir === 'memory' ? new MemoryFileStore() : new DiskFileStore(join(dir));
}

export const CONTAINER = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const FILE_PATH = /^[a-z0-9][a-z0-9_.-]{0,99}$/;

export function mimeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/**
 * The thumbnails of an image, decoded ONCE: the image is decoded and scaled to the largest width a
 * single time (8-bit, rotated by its EXIF), and the smaller ones are made from that small copy. Runs in
 * the bounded image queue with a time limit.
 */
async function thumbnails(data: Buffer, mime: string): Promise<Array<{ width: number; ext: string; data: Buffer }>> {
  const ext = mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : 'jpg';
  const encode = (pipeline: sharp.Sharp) => (ext === 'png' ? pipeline.png() : ext === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82 }));
  const largest = Math.max(...THUMB_WIDTHS);
  const { data: raw, info } = await sharp(data, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
    .timeout({ seconds: IMAGE_SECONDS })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const source = () => sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const out: Array<{ width: number; ext: string; data: Buffer }> = [];
  for (const width of THUMB_WIDTHS) {
    out.push({ width, ext, data: await encode(source().resize({ width, withoutEnlargement: true }).timeout({ seconds: IMAGE_SECONDS })).toBuffer() });
  }
  return out;
}

/**
 * Stores an upload and, for an image, its thumbnails; answers the file's description. The thumbnails
 * are made first; nothing is stored when they fail, when the queue is full (ImageBusyError) or when the
 * client has gone meanwhile (`abandoned()`: UploadAbandonedError), so an upload the client was told
 * failed is never kept.
 */
export async function storeUpload(
  store: FileStore,
  input: { container: string; data: Buffer; mime: string; name: string | null; server: string | null; id?: string },
  abandoned: () => boolean = () => false,
): Promise<StoredFile> {
  const ext = ALLOWED_TYPES[input.mime]!;
  // A fresh name for an upload; a fixed one for the demo's receipt photos (seed/photos.ts).
  const id = input.id ?? `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}`;
  const path = `${id}.${ext}`;
  let made: Array<{ width: number; ext: string; data: Buffer }> | null = null;
  if (IMAGE_TYPES.has(input.mime)) {
    made = await imageQueue.run(() => (abandoned() ? Promise.resolve([]) : thumbnails(input.data, input.mime)));
    if (made === null) throw new ImageBusyError('image queue full');
  }
  if (abandoned()) throw new UploadAbandonedError('the client has gone');
  await store.put(input.container, path, input.data);
  let thumbs: Record<string, string> | null = null;
  if (made) {
    thumbs = {};
    for (const thumb of made) {
      const thumbPath = `${id}_${thumb.width}.${thumb.ext}`;
      await store.put(input.container, thumbPath, thumb.data);
      thumbs[String(thumb.width)] = thumbPath;
    }
  }
  return { server: input.server, container: input.container, path, thumbs, mime: input.mime, type: input.mime, name: input.name, size: input.data.length };
}
