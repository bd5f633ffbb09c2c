// POST /fileUpload/single and GET /files/{container}/{path}: thumbnails, content types, limits.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, startLiveApp } from '../../test/live';
import { appFor, BACKEND } from '../../test/support';
import type { StoredFile } from './storage';

const t = appFor(() => startLiveApp());
let token: string;

beforeAll(async () => {
  await createUser(t.db, { phone: '+79990000004', role: 'vendor' });
  token = await t.login('+79990000004');
});

async function upload(data: Buffer | Blob, type: string, name = 'photo.png', auth = true) {
  const form = new FormData();
  form.append('file', data instanceof Blob ? data : new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${t.url}/fileUpload/single`, { method: 'POST', headers: auth ? { authorization: token } : {}, body: form });
  return { status: response.status, body: (await response.json()) as StoredFile & { error: { message: string } } };
}

/** A stored file read as a signed-in user (files need a session or token). */
const get = (url: string, auth = true) => fetch(url, { headers: auth ? { authorization: token } : {} });

describe(`files on ${BACKEND}`, () => {
  it('stores an image with thumbnails 200, 500, 800 and 1200 px wide and serves them by container and path', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const reply = await upload(png, 'image/png');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ server: `${t.url}/files`, container: 'messages', mime: 'image/png', type: 'image/png', name: 'photo.png', size: png.length });
    expect(Object.keys(reply.body.thumbs!)).toEqual(['200', '500', '800', '1200']);
    const original = await get(`${t.url}/files/messages/${reply.body.path}`);
    expect(original.headers.get('content-type')).toBe('image/png');
    // A link alone opens nothing (issue 16, finding 9).
    const anonymous = await get(`${t.url}/files/messages/${reply.body.path}`, false);
    expect([anonymous.status, ((await anonymous.json()) as { error: { code: string } }).error.code]).toEqual([401, 'AUTHORIZATION_REQUIRED']);
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    for (const [width, path] of Object.entries(reply.body.thumbs!)) {
      const thumb = await get(`${reply.body.server}/${reply.body.container}/${path}`);
      expect(thumb.status).toBe(200);
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect(meta.width).toBe(Number(width));
    }
  });

  it('stores other allowed files without thumbnails', async () => {
    const reply = await upload(Buffer.from('%PDF-1.4\n'), 'application/pdf', 'check.pdf');
    expect(reply.body).toMatchObject({ mime: 'application/pdf', thumbs: null });
    expect((await get(`${t.url}/files/messages/${reply.body.path}`)).headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses wrong types, fake images, big files, missing files and anonymous uploads with clear messages', async () => {
    const exe = await upload(Buffer.from('MZ'), 'application/x-msdownload', 'a.exe');
    expect(exe.status).toBe(422);
    expect(exe.body.error.message).toMatch(/^Недопустимый тип файла: application\/x-msdownload/);
    const fake = await upload(Buffer.from('not a png'), 'image/png');
    expect([fake.status, fake.body.error.message]).toEqual([422, 'Файл не является изображением указанного типа']);
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'application/pdf', 'big.pdf');
    expect([big.status, big.body.error.message]).toEqual([413, 'Файл слишком большой: не более 10 МБ']);
    expect((await upload(Buffer.alloc(10 * 1024 * 1024, 1), 'application/pdf', 'max.pdf')).status).toBe(200);
    const none = await fetch(`${t.url}/fileUpload/single`, { method: 'POST', headers: { authorization: token }, body: new FormData() });
    expect(none.status).toBe(400);
    expect((await upload(Buffer.from('x'), 'text/plain', 'a.txt', false)).status).toBe(401);
    expect((await get(`${t.url}/files/messages/nothing.png`)).status).toBe(404);
    expect((await get(`${t.url}/files/messages/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('refuses an image whose content is another format than the declared type (issue 16)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const disguised = await upload(svg, 'image/png', 'a.png');
    expect([disguised.status, disguised.body.error.message]).toEqual([422, 'Файл не является изображением указанного типа']);
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, 'image/png', 'a.png')).status).toBe(422);
    expect((await upload(jpeg, 'image/jpeg', 'a.jpg')).status).toBe(200);
  });

  it('refuses an image above 50 megapixels from its header, before decoding (issue 16)', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(16_000, 0);
    header.writeUInt32BE(16_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(16))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const reply = await upload(png, 'image/png', 'flood.png');
    expect([reply.status, reply.body.error.message]).toEqual([422, 'Изображение слишком большое: не более 50 мегапикселей']);
  });

  it('serves files as private to the browser, never to shared caches (issue 16)', async () => {
    const reply = await upload(Buffer.from('hello'), 'text/plain', 'a.txt');
    const file = await get(`${t.url}/files/messages/${reply.body.path}`);
    expect(file.headers.get('cache-control')).toBe('private, max-age=86400');
  });
});
