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
 * Address of a stored file. `server` is the storage host's files address (`…/files`); files of the
 * API itself (no server, or the API's own address) go through the gateway's `/files/{container}/{path}`,
 * since the browser never talks to the API directly.
 */
export function fileUrl(server: string | null | undefined, container: string, path: string, apiBase = ''): string {
  if (/^https?:\/\//.test(path)) return path;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const host = server?.replace(/\/+$/, '');
  const own = !host || (apiBase !== '' && (host === apiBase || host.startsWith(`${apiBase}/`)));
  return `${own ? '/files' : host}/${encodeURIComponent(container)}/${encoded}`;
}

function thumbs(file: RestFile, apiBase: string): { width: number; url: string }[] {
  return THUMB_WIDTHS.filter((w) => file.thumbs?.[String(w)]).map((w) => ({
    width: w,
    url: fileUrl(file.server, file.container, file.thumbs![String(w)]!, apiBase),
  }));
}

export const fileResolvers: Resolvers = {
  Mutation: {
    uploadFile: (_p, { file, container }, ctx) =>
      ctx.upstream.upload<RestFile>('/fileUpload/single', file, {}, container ? { container } : undefined),
  },
  File: {
    mime: (f) => f.mime ?? f.type ?? null,
    url: (f, _a, ctx) => fileUrl(f.server, f.container, f.path, ctx.upstream.baseUrl),
    thumbs: (f, _a, ctx) => thumbs(f, ctx.upstream.baseUrl),
    thumb: (f, { width }, ctx) => {
      const path = f.thumbs?.[String(thumbWidthFor(width))];
      return fileUrl(f.server, f.container, path ?? f.path, ctx.upstream.baseUrl);
    },
  },
};
