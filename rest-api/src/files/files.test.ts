// POST /fileUpload/single and GET /files/{container}/{path}: thumbnails, content types, limits.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startLiveApp, type LiveApp } from '../../test/live';
import { BACKEND } from '../../test/support';
import type { StoredFile } from './storage';

let t: LiveApp;
let token: string;

beforeAll(async () => {
  t = await startLiveApp();
  await createUser(t.db, { phone: '+79990000004', role: 'vendor' });
  token = await t.login('+79990000004');
});

afterAll(async () => {
  await t?.close();
});

async function upload(data: Buffer | Blob, type: string, name = 'photo.png', auth = true) {
  const form = new FormData();
  form.append('file', data instanceof Blob ? data : new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${t.url}/fileUpload/single`, { method: 'POST', headers: auth ? { authorization: token } : {}, body: form });
  return { status: response.status, body: (await response.json()) as StoredFile & { error: { message: string } } };
}

describe(`files on ${BACKEND}`, () => {
  it('stores an image with thumbnails 200, 500, 800 and 1200 px wide and serves them by container and path', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const reply = await upload(png, 'image/png');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ server: `${t.url}/files`, container: 'messages', mime: 'image/png', type: 'image/png', name: 'photo.png', size: png.length });
    expect(Object.keys(reply.body.thumbs!)).toEqual(['200', '500', '800', '1200']);
    const original = await fetch(`${t.url}/files/messages/${reply.body.path}`);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    for (const [width, path] of Object.entries(reply.body.thumbs!)) {
      const thumb = await fetch(`${reply.body.server}/${reply.body.container}/${path}`);
      expect(thumb.status).toBe(200);
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect(meta.width).toBe(Number(width));
    }
  });

  it('stores other allowed files without thumbnails', async () => {
    const reply = await upload(Buffer.from('%PDF-1.4\n'), 'application/pdf', 'check.pdf');
    expect(reply.body).toMatchObject({ mime: 'application/pdf', thumbs: null });
    expect((await fetch(`${t.url}/files/messages/${reply.body.path}`)).headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses wrong types, fake images, big files, missing files and anonymous uploads with clear messages', async () => {
    const exe = await upload(Buffer.from('MZ'), 'application/x-msdownload', 'a.exe');
    expect(exe.status).toBe(422);
    expect(exe.body.error.message).toMatch(/^Недопустимый тип файла: application\/x-msdownload/);
    const fake = await upload(Buffer.from('not a png'), 'image/png');
    expect([fake.status, fake.body.error.message]).toEqual([422, 'Файл не является изображением указанного типа']);
    const big = await upload(Buffer.alloc(21 * 1024 * 1024, 1), 'application/pdf', 'big.pdf');
    expect([big.status, big.body.error.message]).toEqual([413, 'Файл слишком большой: не более 20 МБ']);
    const none = await fetch(`${t.url}/fileUpload/single`, { method: 'POST', headers: { authorization: token }, body: new FormData() });
    expect(none.status).toBe(400);
    expect((await upload(Buffer.from('x'), 'text/plain', 'a.txt', false)).status).toBe(401);
    expect((await fetch(`${t.url}/files/messages/nothing.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/files/messages/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
