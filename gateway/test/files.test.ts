import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { graphql } from './__generated__';
import { fileHarness } from './harness';

const s = fileHarness();

/** A GraphQL multipart request with one file, as Apollo's upload link sends it. */
async function upload(file: Blob, name: string, headers: Record<string, string> = { 'apollo-require-preflight': 'true' }) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: Upload!) { uploadFile(file: $file) { mime name url thumbs { width url } thumb(width: 600) } }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', file, name);
  const res = await fetch(`${s.h.gateway.url}/graphql`, { method: 'POST', headers: { cookie: s.admin, ...headers }, body: form });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: { uploadFile: { mime: string; name: string | null; url: string; thumbs: { width: number; url: string }[]; thumb: string } };
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

describe('file upload', () => {
  it('stores an image with its thumbnails and serves them through the gateway', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2b6cb0' } })
      .png()
      .toBuffer();
    const res = await upload(new Blob([png], { type: 'image/png' }), 'чек.png');
    expect(res.body.errors).toBeUndefined();
    const file = res.body.data!.uploadFile;
    expect(file.mime).toBe('image/png');
    expect(file.name).toBe('чек.png'); // the original name is kept (the stored one is generated)
    expect(file.url).toMatch(/^\/files\/messages\//);
    expect(file.thumbs.map((t) => t.width)).toEqual([200, 500, 800, 1200]);
    // Spec §9: a 600 px box takes the 800 px thumbnail.
    expect(file.thumb).toBe(file.thumbs.find((t) => t.width === 800)!.url);

    const original = await fetch(`${s.h.gateway.url}${file.url}`, { headers: { cookie: s.admin } });
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    const thumb = await fetch(`${s.h.gateway.url}${file.thumb}`, { headers: { cookie: s.admin } });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('keeps an attachment’s original name from the upload to the message (issue 26)', async () => {
    const stored = await fetch(`${s.h.gateway.url}/graphql`, {
      method: 'POST',
      headers: { cookie: s.admin, 'apollo-require-preflight': 'true' },
      body: (() => {
        const form = new FormData();
        form.set('operations', JSON.stringify({ query: 'mutation ($file: Upload!) { uploadFile(file: $file) { server container path mime name } }', variables: { file: null } }));
        form.set('map', JSON.stringify({ 0: ['variables.file'] }));
        form.set('0', new Blob(['заметка'], { type: 'text/plain' }), 'note.txt');
        return form;
      })(),
    });
    const file = ((await stored.json()) as { data: { uploadFile: { server: string | null; container: string; path: string; mime: string; name: string } } }).data.uploadFile;
    expect([file.name, file.path === 'note.txt']).toEqual(['note.txt', false]);
    const sent = await s.asAdmin(
      graphql(`
        mutation FilesSendRoomMessage($file: FileInput) {
          sendRoomMessage(room: "user-4", file: $file) {
            file {
              name
              path
            }
          }
        }
      `),
      { file },
    );
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data!.sendRoomMessage.file).toEqual({ name: 'note.txt', path: file.path });
  });

  it('refuses a multipart request without the preflight header (CSRF)', async () => {
    const res = await upload(new Blob(['x'], { type: 'text/plain' }), 'a.txt', {});
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe('Для загрузки файла нужен заголовок apollo-require-preflight');
  });

  it('passes the API’s refusal of a type it does not store', async () => {
    const res = await upload(new Blob(['#!/bin/sh'], { type: 'application/x-sh' }), 'run.sh');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.message).toMatch(/^Недопустимый тип файла: application\/x-sh/);
  });
});
