// A stored file opens only for who may see the record it belongs to (issue 40;
// docs/adr/0026-stored-files-by-record.md): a receipt photo (and its thumbnails) for the ticket's readers, a
// message's attachment for the conversation's user and the staff who watch him; another vendor gets 404.
import sharp from 'sharp';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createTicket, createUser, startLiveApp } from '../../test/live';
import { appFor, BACKEND } from '../../test/support';
import type { StoredFile } from './storage';

const t = appFor(() => startLiveApp());
let otherVendorId: number;
const tokens: Record<string, string> = {};
let receipt: StoredFile;
let attachment: StoredFile;
let loose: StoredFile;

async function upload(token: string, data: Buffer, type: string, name: string): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${t.url}/fileUpload/single`, { method: 'POST', headers: { authorization: token }, body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredFile;
}

/** The status each role gets for the file at `container/path`. */
async function statuses(file: { container: string }, path: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [who, token] of Object.entries(tokens)) out[who] = (await fetch(`${t.url}/files/${file.container}/${path}`, { headers: { authorization: token } })).status;
  return out;
}

beforeAll(async () => {
  const fixture = await createCampaign(t.db);
  const [place1, place2] = fixture.placeIds;
  const owner = await createUser(t.db, { phone: '+79990000101', role: 'vendor', placeId: place1 });
  otherVendorId = await createUser(t.db, { phone: '+79990000102', role: 'vendor', placeId: place2 });
  await createUser(t.db, { phone: '+79990000103', role: 'salesMan', placeIds: [place1] });
  await createUser(t.db, { phone: '+79990000104', role: 'salesMan', placeIds: [place2] });
  await createUser(t.db, { phone: '+79990000105', role: 'regionalManager', cityIds: [fixture.cityIds[0]] });
  await createUser(t.db, { phone: '+79990000106', role: 'regionalManager', cityIds: [fixture.cityIds[1]] });
  await createUser(t.db, { phone: '+79990000107', role: 'admin' });
  const phones = { owner: '01', otherVendor: '02', salesMan: '03', otherSalesMan: '04', regionalManager: '05', otherRegionalManager: '06', admin: '07' };
  for (const [who, end] of Object.entries(phones)) tokens[who] = await t.login(`+799900001${end}`);
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  receipt = await upload(tokens.owner!, png, 'image/png', 'receipt.png');
  attachment = await upload(tokens.owner!, Buffer.from('%PDF-1.4\n'), 'application/pdf', 'check.pdf');
  loose = await upload(tokens.owner!, Buffer.from('not attached'), 'text/plain', 'note.txt');
  const ticket = await createTicket(t.db, { userId: owner, placeId: place1 });
  await sql`update tickets set photos = ${JSON.stringify([{ ...receipt, server: '/files' }])}::jsonb where id = ${ticket}`.execute(t.db);
  await sql`insert into messages (text, file, sender_id, room) values ('Чек', ${JSON.stringify({ ...attachment, server: '/files' })}::jsonb, ${owner}, ${`user-${owner}`})`.execute(
    t.db,
  );
});

describe(`stored files by record on ${BACKEND}`, () => {
  const readers = { owner: 200, otherVendor: 404, salesMan: 200, otherSalesMan: 404, regionalManager: 200, otherRegionalManager: 404, admin: 200 };

  it("serves a receipt photo and its thumbnails to the ticket's readers only", async () => {
    expect(await statuses(receipt, receipt.path)).toEqual(readers);
    expect(await statuses(receipt, receipt.thumbs!['200']!)).toEqual(readers);
  });

  it("serves a message's attachment to the conversation's user and the staff who watch him only", async () => {
    expect(await statuses(attachment, attachment.path)).toEqual(readers);
  });

  it('answers another vendor 404 with the same message as an unknown file', async () => {
    const response = await fetch(`${t.url}/files/${receipt.container}/${receipt.path}`, { headers: { authorization: tokens.otherVendor! } });
    expect([response.status, ((await response.json()) as { error: { code: string } }).error.code]).toEqual([404, 'FILE_NOT_FOUND']);
  });

  it('serves a file no ticket or message refers to to every signed-in user (its path is random)', async () => {
    expect(Object.values(await statuses(loose, loose.path))).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });

  it("refuses to attach another's file (or its thumbnail) to one's own message, which would open it", async () => {
    const own = await upload(tokens.otherVendor!, Buffer.from('mine'), 'text/plain', 'mine.txt');
    for (const file of [
      { container: receipt.container, path: receipt.path },
      { container: own.container, path: own.path, thumbs: { 200: receipt.thumbs!['200'] } },
      { container: attachment.container, path: attachment.path },
    ]) {
      const sent = await fetch(`${t.url}/messages/sendToRoom/user-${otherVendorId}`, {
        method: 'POST',
        headers: { authorization: tokens.otherVendor!, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'мой чек', file }),
      });
      expect([sent.status, ((await sent.json()) as { error: { code: string } }).error.code]).toEqual([422, 'INVALID_FILE']);
    }
    expect((await statuses(receipt, receipt.thumbs!['200']!)).otherVendor).toBe(404);
    const mine = await fetch(`${t.url}/messages/sendToRoom/user-${otherVendorId}`, {
      method: 'POST',
      headers: { authorization: tokens.otherVendor!, 'content-type': 'application/json' },
      body: JSON.stringify({ file: { container: own.container, path: own.path } }),
    });
    expect(mine.status).toBe(200);
  });

  it("refuses a receipt upload whose photos name another's receipt photo", async () => {
    const body = { t: '20261120T1530', s: '100', fn: '9999078900007777', i: '77', fp: '3522867777', n: 1, photos: [{ container: receipt.container, path: receipt.path }] };
    const upload = await fetch(`${t.url}/tickets`, {
      method: 'POST',
      headers: { authorization: tokens.otherVendor!, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect([upload.status, ((await upload.json()) as { error: { code: string } }).error.code]).toEqual([422, 'INVALID_FILE']);
    expect((await statuses(receipt, receipt.path)).otherVendor).toBe(404);
  });
});
