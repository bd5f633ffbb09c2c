// Images of the storage host (spec §3 "file or image"): a server, a container, a path, and thumbnails
// keyed by width (200, 500, 800, 1200).

export type ThumbnailWidth = 200 | 500 | 800 | 1200;

export interface StoredImage {
  server?: string | null;
  container?: string | null;
  path?: string | null;
  /** Thumbnail paths keyed by width: `{ '200': …, '500': …, '800': …, '1200': … }`. */
  thumbs?: Readonly<Record<string, string | null | undefined>> | null;
}

/**
 * Spec §9: the thumbnail for a place of `width` CSS pixels — over 800 gives 1200, over 500 gives 800,
 * over 200 gives 500, over 0 gives 200. A width of 0 or less (unknown) has none: use the original.
 */
export function thumbnailWidth(width: number): ThumbnailWidth | null {
  if (width > 800) return 1200;
  if (width > 500) return 800;
  if (width > 200) return 500;
  if (width > 0) return 200;
  return null;
}

function join(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => !!part)
    .map((part, index) => (index === 0 ? part.replace(/\/+$/, '') : part.replace(/^\/+|\/+$/g, '')))
    .join('/');
}

/** The URL of the image shown `width` pixels wide: its thumbnail when there is one, else the original. */
export function imageUrl(image: StoredImage | null | undefined, width: number = 0): string | null {
  if (!image) return null;
  const thumbWidth = thumbnailWidth(width);
  const thumb = thumbWidth ? image.thumbs?.[String(thumbWidth)] : null;
  const path = thumb || image.path;
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return join(image.server ?? '', image.container ?? '', path);
}
