// File uploads as GraphQL multipart requests (`operations`, `map`, the file) to the gateway's
// `uploadFile` mutation. Apollo's HttpLink sends JSON only, and a chat shows the upload's progress,
// so this is one XMLHttpRequest with the cookie session and the preflight header that the gateway's
// CSRF prevention asks of multipart requests (gateway/README.md). The answer is the stored file, ready
// to attach (`FileInput`: server, container, path, mime, thumbs).
import { graphql } from '../../__generated__';
import type { UploadFileMutation as UploadAnswerData } from '../../__generated__/graphql';
import { persistedQuery } from '../graphql/persisted';

export interface UploadOptions {
  /** Storage container (folder); the gateway's default is `messages`. */
  container?: string;
  /** Called with the share sent, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /** The GraphQL endpoint. */
  uri?: string;
}

/** A stored file: what `FileInput` takes to attach it, and its address. */
export interface UploadedFile {
  server: string | null;
  container: string;
  path: string;
  mime: string | null;
  /** The name it was uploaded with (`note.txt`), offered when it is downloaded. */
  name?: string | null;
  thumbs: { width: number; path: string }[];
  url: string;
}

const UploadFileDocument = graphql(`
  mutation UploadFile($file: Upload!, $container: String) {
    uploadFile(file: $file, container: $container) {
      server
      container
      path
      mime
      name
      url
      thumbs {
        width
        path
      }
    }
  }
`);

/** The stored file as a mutation's `FileInput` takes it (to attach to a message). */
export function fileInputOf(file: UploadedFile): Omit<UploadedFile, 'url'> {
  return { server: file.server, container: file.container, path: file.path, mime: file.mime, thumbs: file.thumbs, ...(file.name ? { name: file.name } : {}) };
}

/** An upload the gateway refused or that failed on the way; `errors` as in a GraphQL answer. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly errors: readonly { message: string; extensions?: Record<string, unknown> }[] = [],
  ) {
    super(message);
  }
}

interface UploadAnswer {
  data?: UploadAnswerData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const { container, onProgress, signal, uri = '/graphql' } = options;
  const body = new FormData();
  body.append('operations', JSON.stringify({ variables: { file: null, container: container ?? null }, extensions: { persistedQuery: persistedQuery(UploadFileDocument) } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);

  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uri);
    xhr.withCredentials = true;
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    // A network failure: no GraphQL errors, errorMessage() reads it as no connection.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      let answer: UploadAnswer | undefined;
      try {
        answer = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        answer = undefined;
      }
      const stored = answer?.data?.uploadFile;
      if (stored && !answer?.errors?.length) {
        onProgress?.(1);
        resolve({
          server: stored.server,
          container: stored.container,
          path: stored.path,
          mime: stored.mime,
          name: stored.name ?? null,
          url: stored.url,
          thumbs: stored.thumbs.map((thumb) => ({ width: thumb.width, path: thumb.path })),
        });
        return;
      }
      const errors = answer?.errors ?? [];
      // Refused before GraphQL (size, CSRF): the gateway answers `{ errors: [...] }` or plain text.
      reject(new UploadError(errors[0]?.message ?? (xhr.responseText.trim() || `HTTP ${xhr.status}`), errors));
    };
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
