// Uploaded files (decisions §5): stored by container and path, in a folder under the data dir or in
// memory (tests); images get thumbnails 200, 500, 800 and 1200 px wide.
import { randomBytes } from 'node:crypto';
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

  async put(container: string, path: string, data: Buffer): Promise<void> {
    this.#files.set(`${container}/${path}`, data);
  }

  async get(container: string, path: string): Promise<Buffer | null> {
    return this.#files.get(`${container}/${path}`) ?? null;
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

/** Stores an upload and, for an image, its thumbnails; answers the file's description. */
export async function storeUpload(store: FileStore, input: { container: string; data: Buffer; mime: string; name: string | null; server: string | null }): Promise<StoredFile> {
  const ext = ALLOWED_TYPES[input.mime]!;
  const id = `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}`;
  const path = `${id}.${ext}`;
  await store.put(input.container, path, input.data);
  let thumbs: Record<string, string> | null = null;
  if (IMAGE_TYPES.has(input.mime)) {
    thumbs = {};
    const image = sharp(input.data, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS });
    for (const width of THUMB_WIDTHS) {
      const thumbExt = input.mime === 'image/png' ? 'png' : input.mime === 'image/webp' ? 'webp' : 'jpg';
      const thumbPath = `${id}_${width}.${thumbExt}`;
      let pipeline = image.clone().rotate().resize({ width, withoutEnlargement: true });
      pipeline = thumbExt === 'png' ? pipeline.png() : thumbExt === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82 });
      await store.put(input.container, thumbPath, await pipeline.toBuffer());
      thumbs[String(width)] = thumbPath;
    }
  }
  return { server: input.server, container: input.container, path, thumbs, mime: input.mime, type: input.mime, name: input.name, size: input.data.length };
}
