// A CSV (or any) download in a component test: the blobs the page hands to URL.createObjectURL, the
// link's click that would save them stopped (a blob reads back with `blob.text()`, UTF-8 without its
// byte order mark, as a browser's reader gives it).
import { vi } from 'vitest';

/** Captures every blob the page makes a download of; returns the list it fills. */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}
