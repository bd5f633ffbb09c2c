import type { Resolvers } from '../../__generated__/resolvers-types';
import type { RestFile } from '../../upstream/types';

/** Thumbnail widths the API makes for images (spec §3). */
export const THUMB_WIDTHS = [200, 500, 800, 1200] as const;

/** Spec §9: over 800 → 1200, over 500 → 800, over 200 → 500, otherwise 200. */
export function thumbWidthFor(width: number): (typeof THUMB_WIDTHS)[number] {
  if (width > 800) return 1200;
  if (width > 500) return 800;
  if (width > 200) return 500;
  return 200;
}

/**
 * Address of a stored file: on its storage host when it has one, else through the gateway's
 * `/files/{container}/{path}` (the browser never talks to the API directly).
 */
export function fileUrl(server: string | null | undefined, container: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const base = server ? server.replace(/\/+$/, '') : '/files';
  return `${base}/${encodeURIComponent(container)}/${encoded}`;
}

function thumbs(file: RestFile): { width: number; url: string }[] {
  return THUMB_WIDTHS.filter((w) => file.thumbs?.[String(w)]).map((w) => ({
    width: w,
    url: fileUrl(file.server, file.container, file.thumbs![String(w)]!),
  }));
}

export const fileResolvers: Resolvers = {
  File: {
    mime: (f) => f.mime ?? f.type ?? null,
    url: (f) => fileUrl(f.server, f.container, f.path),
    thumbs: (f) => thumbs(f),
    thumb: (f, { width }) => {
      const path = f.thumbs?.[String(thumbWidthFor(width))];
      return fileUrl(f.server, f.container, path ?? f.path);
    },
  },
};
