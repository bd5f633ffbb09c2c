import type { Resolvers } from '../../__generated__/resolvers-types';
import { upload } from '../../upstream/files';
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

/** A GraphQL `FileInput` as the API stores it (thumbnails keyed by width); `null` stays `null`. */
export function restFile(
  file:
    | { server?: string | null; container: string; path: string; mime?: string | null; name?: string | null; thumbs?: readonly { width: number; path: string }[] | null }
    | null
    | undefined,
): RestFile | null | undefined {
  if (file === undefined) return undefined;
  if (file === null) return null;
  return {
    server: file.server ?? null,
    container: file.container,
    path: file.path,
    mime: file.mime ?? null,
    thumbs: file.thumbs ? Object.fromEntries(file.thumbs.map((t) => [String(t.width), t.path])) : null,
    ...(file.name ? { name: file.name } : {}),
  };
}

/** A stored file object (`{container, path, …}`), or null for anything else. */
export function asFile(value: unknown): RestFile | null {
  const f = value as Partial<RestFile> | null | undefined;
  return f && typeof f.container === 'string' && typeof f.path === 'string' ? (f as RestFile) : null;
}

function thumbs(file: RestFile, apiBase: string): { width: number; url: string; path: string }[] {
  return THUMB_WIDTHS.filter((w) => file.thumbs?.[String(w)]).map((w) => ({
    width: w,
    path: file.thumbs![String(w)]!,
    url: fileUrl(file.server, file.container, file.thumbs![String(w)]!, apiBase),
  }));
}

export const fileResolvers: Resolvers = {
  Mutation: {
    uploadFile: (_p, { file, container }, ctx) => upload(ctx.upstream, file, container),
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
