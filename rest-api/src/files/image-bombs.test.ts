// Issue 23, F5: image bombs. Uploads are bounded by their DECODED size (a small 16-bit RGBA PNG of
// 7000 × 7000 decodes to 392 MB), thumbnails are made from one decoding in a bounded queue, and an
// upload that failed or whose client has gone leaves nothing stored.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, startLiveApp } from '../../test/live';
import { decodedBytes, MAX_DECODED_BYTES, MemoryFileStore, storeUpload, UploadAbandonedError, WorkQueue } from './storage';
import { appFor } from '../../test/support';

const t = appFor(() => startLiveApp());
let token: string;

beforeAll(async () => {
  await createUser(t.db, { phone: '+79990000004', role: 'vendor' });
  token = await t.login('+79990000004');
});
describe('image bombs', () => {
  it('refuses a 16-bit RGBA PNG whose decoded size is over the bound, from its header, at once', async () => {
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 1 } } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    const meta = await sharp(bomb).metadata();
    expect([meta.width, meta.height, meta.channels, meta.depth, decodedBytes(meta)]).toEqual([7000, 7000, 4, 'ushort', 392_000_000]);
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png');
    const started = Date.now();
    const response = await fetch(`${t.url}/fileUpload/single`, { method: 'POST', headers: { authorization: token }, body: form });
    const body = (await response.json()) as { error: { message: string; code: string } };
    expect([response.status, body.error.code, body.error.message]).toEqual([
      422,
      'IMAGE_TOO_LARGE',
      `Изображение слишком большое: в распакованном виде не более ${MAX_DECODED_BYTES / 1_000_000} МБ`,
    ]);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 60_000);

  it('stores nothing when the client has gone before the thumbnails were made', async () => {
    const store = new MemoryFileStore();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    let gone = false;
    const stored = storeUpload(store, { container: 'messages', data: png, mime: 'image/png', name: 'a.png', server: null }, () => gone);
    gone = true;
    await expect(stored).rejects.toBeInstanceOf(UploadAbandonedError);
    expect(store.size).toBe(0);
    const kept = await storeUpload(store, { container: 'messages', data: png, mime: 'image/png', name: 'a.png', server: null });
    expect(Object.keys(kept.thumbs ?? {})).toEqual(['200', '500', '800', '1200']);
    // Only the second upload's original and four thumbnails are in the store.
    expect(store.size).toBe(5);
  });

  it('runs image work in a bounded queue: beyond the waiting room, busy', async () => {
    const queue = new WorkQueue(1, 1);
    let release = () => {};
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = queue.run(async () => 'second');
    expect(await queue.run(async () => 'third')).toBeNull();
    expect(queue.size).toBe(2);
    release();
    expect([await first, await second]).toEqual(['first', 'second']);
    expect(queue.size).toBe(0);
  });
});
