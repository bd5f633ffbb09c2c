// File references (issue 23, F7): every field that holds a file (message files, ticket photos,
// avatars, place and product images, campaign miniatures) may only point into the product's own
// storage. Checked on write, in this one place: the container and paths are storage names (no URL, no
// `..`), and the server is rewritten to the product's own `/files` (the gateway and the API both serve
// it), whatever the client sent, so no stored reference makes a browser load an outside URL.
import { CONTAINER, FILE_PATH } from './storage';

/** The server of every stored reference: the product's own files route, relative to whoever serves it. */
export const OWN_FILES_SERVER = '/files';

export const FILE_REFERENCE_MESSAGE = 'Файл должен быть загружен в хранилище продукта: {container, path} из ответа /fileUpload/single.';

export interface FileReference {
  server: string;
  container: string;
  path: string;
  thumbs?: Record<string, string> | null;
  mime?: string | null;
  type?: string | null;
  name?: string | null;
  size?: number | null;
}

const SAFE_MIME = /^[a-z]+\/[a-z0-9.+-]{1,100}$/i;

/** The reference as stored, or null when it points outside the product's storage or is malformed. */
export function ownFileReference(value: unknown): FileReference | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const file = value as Record<string, unknown>;
  const { container, path, thumbs, mime, type, name, size } = file;
  if (typeof container !== 'string' || !CONTAINER.test(container)) return null;
  if (typeof path !== 'string' || !FILE_PATH.test(path)) return null;
  const reference: FileReference = { server: OWN_FILES_SERVER, container, path };
  if (thumbs !== undefined && thumbs !== null) {
    if (typeof thumbs !== 'object' || Array.isArray(thumbs)) return null;
    const entries = Object.entries(thumbs as Record<string, unknown>);
    if (entries.length > 10 || entries.some(([width, thumb]) => !/^\d{1,5}$/.test(width) || typeof thumb !== 'string' || !FILE_PATH.test(thumb))) return null;
    reference.thumbs = Object.fromEntries(entries) as Record<string, string>;
  } else if (thumbs === null) reference.thumbs = null;
  for (const [key, text] of [
    ['mime', mime],
    ['type', type],
  ] as const) {
    if (text === undefined) continue;
    if (text !== null && (typeof text !== 'string' || !SAFE_MIME.test(text))) return null;
    reference[key] = text;
  }
  if (name !== undefined) {
    if (name !== null && (typeof name !== 'string' || name.length > 255)) return null;
    reference.name = name;
  }
  if (size !== undefined) {
    if (size !== null && !(typeof size === 'number' && Number.isInteger(size) && size >= 0 && size <= Number.MAX_SAFE_INTEGER)) return null;
    reference.size = size;
  }
  return reference;
}
