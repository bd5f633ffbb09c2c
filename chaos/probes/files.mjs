// Stored files by record (issue 40; docs/adr/0026-stored-files-by-record.md): the administrator uploads a
// receipt photo (with thumbnails) and an attachment; the photo goes on a ticket, the attachment on a
// message, of someone outside the regional manager's, the sales rep's and the vendor's scope, and a
// second photo on one of the vendor's own tickets. Each role then downloads every file and thumbnail
// from the API and through the gateway, with the path in hand: a 200 outside its scope is a leak,
// a refusal inside it (the owner, scoped staff, the admin) a note.
import sharp from 'sharp';
import { scopes } from './matrix.mjs';
import { database, freshAddress, isServerError, login, note, PHONES, rest, row } from '../lib.mjs';

async function upload(api, token, data, type, name) {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  const res = await fetch(`${api}/fileUpload/single?container=chaos`, { method: 'POST', headers: { authorization: token }, body: form, signal: AbortSignal.timeout(60_000) });
  if (res.status !== 200) throw new Error(`upload of ${name}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

const pathsOf = (file) => [file.path, ...Object.values(file.thumbs ?? {})];

export async function filesProbe(world) {
  const xff = freshAddress();
  const leaks = row("files: a ticket's or message's file outside the scope (API, gateway)");
  const owners = row('files: the owner, scoped staff and the admin read theirs');
  const db = await database(world);
  try {
    const scope = await scopes(db);
    const q = async (sql, params = []) => (await db.query(sql, params)).rows.map((r) => r.id);
    const outside = (ids, kind) => ids.find((id) => ['rm', 'sr', 'vendor'].every((role) => !scope[role][kind].has(id)));
    const foreignTicket = outside(await q('select id from tickets order by id'), 'tickets');
    const foreignPerson = outside(await q(`select u.id from users u join roles r on r.id = u.role_id where r.name = 'vendor' order by u.id`), 'users');
    const ownTicket = (await q('select id from tickets where user_id = 4 order by id limit 1'))[0];
    if (!foreignTicket || !foreignPerson || !ownTicket) throw new Error("no ticket or person outside every role's scope, or no ticket of the vendor");
    const api = world.apis[0].url;
    const admin = await login(api, PHONES.admin, xff);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    const photo = await upload(api, admin, png, 'image/png', 'receipt.png');
    const attachment = await upload(api, admin, Buffer.from('%PDF-1.4\n'), 'application/pdf', 'check.pdf');
    const ownPhoto = await upload(api, admin, png, 'image/png', 'own.png');
    await db.query('update tickets set photos = photos || $1::jsonb where id = $2', [JSON.stringify([{ ...photo, server: '/files' }]), foreignTicket]);
    await db.query('update tickets set photos = photos || $1::jsonb where id = $2', [JSON.stringify([{ ...ownPhoto, server: '/files' }]), ownTicket]);
    await db.query('insert into messages (text, file, sender_id, room) values ($1, $2::jsonb, (select id from users where phone = $4), $3)', [
      'chaos',
      JSON.stringify({ ...attachment, server: '/files' }),
      `user-${foreignPerson}`,
      PHONES.admin,
    ]);
    const files = [
      [photo, { admin: true, rm: false, sr: false, vendor: false }, `ticket ${foreignTicket}`],
      [attachment, { admin: true, rm: false, sr: false, vendor: false }, `message to ${foreignPerson}`],
      [ownPhoto, { admin: true, rm: scope.rm.tickets.has(ownTicket), sr: scope.sr.tickets.has(ownTicket), vendor: true }, `the vendor's ticket ${ownTicket}`],
    ];
    for (const [role, phone] of Object.entries({ admin: PHONES.admin, rm: PHONES.rm, sr: PHONES.sr, vendor: PHONES.vendor })) {
      const token = role === 'admin' ? admin : await login(api, phone, xff);
      for (const [file, may, what] of files) {
        for (const path of pathsOf(file)) {
          for (const [via, base] of [
            ['API', api],
            ['gateway', world.gateways[0].url],
          ]) {
            const answer = await rest(base, 'GET', `/files/${file.container}/${path}`, { token, xff, timeout: 30_000 });
            const r = may[role] ? owners : leaks;
            r.tried++;
            if (isServerError(answer)) {
              r.e500++;
              note(r, `${role} ${via} ${path}: ${answer.status}`);
            } else if (may[role] ? answer.status === 200 : answer.status === 404) r.refused++;
            else if (may[role]) note(r, `${role} ${via}: ${what} answered ${answer.status}`);
            else {
              r.leaked++;
              note(r, `${role} ${via}: ${what} (${path}) answered ${answer.status}`);
            }
          }
        }
      }
    }
    // The vendor names the foreign photo and attachment in a message of his own: refused, still 404.
    const vendor = await login(api, PHONES.vendor, xff);
    for (const file of [photo, attachment]) {
      leaks.tried++;
      const sent = await rest(api, 'POST', '/messages/sendToRoom/user-4', { token: vendor, xff, body: { text: 'мой чек', file: { container: file.container, path: file.path } } });
      const after = await rest(api, 'GET', `/files/${file.container}/${file.path}`, { token: vendor, xff });
      if (sent.status === 422 && after.status === 404) leaks.refused++;
      else {
        leaks.leaked++;
        note(leaks, `the vendor attached ${file.path} to his message (${sent.status}), then downloaded it (${after.status})`);
      }
    }
  } finally {
    await db.end();
  }
  return [leaks, owners];
}
