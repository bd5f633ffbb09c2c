// Stored files (spec §7): uploads, and the API's own files streamed through the gateway.
import { request } from 'undici';
import type { Upstream, UpstreamPool } from './client';
import type { RestFile } from './types';

/** `POST /fileUpload/single` (multipart, field `file`) into `container` (the API's default when unset). */
export const upload = (api: Upstream, file: Blob, container?: string | null) => api.upload<RestFile>('/fileUpload/single', file, {}, container ? { container } : undefined);

/**
 * A stored file of the API at `pathname` (the gateway's own `/files/{container}/{path}`, which the
 * API serves at the same path), as a stream: for `GET /files/…` of the gateway (http/files.ts).
 */
export const openStoredFile = (pool: UpstreamPool, pathname: string, method: 'GET' | 'HEAD', headers: Record<string, string>) =>
  request(`${pool.options.baseUrl}${pathname}`, {
    method,
    headers,
    dispatcher: pool.agent,
    signal: AbortSignal.timeout(pool.options.timeoutMs),
  });
