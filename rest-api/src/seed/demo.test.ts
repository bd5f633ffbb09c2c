import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../index';
import { generateDemoData } from './demo';
import { DEMO_PHOTOS, demoPhotoReference } from './photos';

const NOW = new Date('2025-03-10T15:42:00Z');
const data = generateDemoData(NOW, ['hash-a', 'hash-b']);

describe('the demo data', () => {
  it('is the same on every run, whatever the time of day', () => {
    const again = generateDemoData(new Date('2025-03-10T23:59:00Z'), ['hash-a', 'hash-b']);
    expect(again).toEqual(data);
    const nextDay = generateDemoData(new Date('2025-03-11T01:00:00Z'), ['hash-a', 'hash-b']);
    const fields = (t: (typeof data.tickets)[number]) => [t.id, t.status, t.totalSum, t.fiscalSign, t.operationType, t.photos];
    expect(nextDay.tickets.map(fields)).toEqual(data.tickets.map(fields));
    expect(nextDay.messages.map((m) => [m.id, m.room, m.senderId, m.ticketId, m.text, m.saw])).toEqual(
      data.messages.map((m) => [m.id, m.room, m.senderId, m.ticketId, m.text, m.saw]),
    );
  });

  it('has 8 regions, 42 cities, 400 places, 1621 users and 600 tickets', () => {
    expect([data.regions.length, data.cities.length, data.places.length, data.users.length, data.tickets.length]).toEqual([8, 42, 400, 1621, 600]);
    expect(data.regions.map((r) => r.title)).toEqual([
      'Московская область',
      'Ленинградская область',
      'Краснодарский край',
      'Республика Татарстан',
      'Самарская область',
      'Нижегородская область',
      'Свердловская область',
      'Новосибирская область',
    ]);
  });

  it('puts cities in their regions with their time zones', () => {
    const city = (title: string) => data.cities.find((c) => c.title === title)!;
    expect([city('Екатеринбург').regionId, city('Екатеринбург').timeZone]).toEqual([7, 'Asia/Yekaterinburg']);
    expect([city('Самара').regionId, city('Самара').timeZone]).toEqual([5, 'Europe/Samara']);
    expect([city('Новосибирск').regionId, city('Новосибирск').timeZone]).toEqual([8, 'Asia/Novosibirsk']);
    expect([city('Казань').regionId, city('Казань').timeZone]).toEqual([4, 'Europe/Moscow']);
  });

  it('has the demo accounts', () => {
    expect(data.users.slice(0, 4).map((u) => [u.id, u.phone, u.name, u.surname, u.roleId, u.phoneVerified])).toEqual([
      [1, '+79990000001', 'Анна', 'Смирнова', 1, true],
      [2, '+79990000002', 'Дмитрий', 'Кузнецов', 2, true],
      [3, '+79990000003', 'Елена', 'Попова', 3, true],
      [4, '+79990000004', 'Игорь', 'Васильев', 4, true],
    ]);
    const byRole = [1, 2, 3, 4].map((roleId) => data.users.filter((u) => u.roleId === roleId).length);
    expect(byRole).toEqual([1, 20, 100, 1500]);
    expect(new Set(data.users.map((u) => u.phone)).size).toBe(data.users.length);
    expect(data.users.every((u) => /^\+7\d{10}$/.test(u.phone!))).toBe(true);
    expect(data.users.every((u) => !u.inn || /^\d{12}$/.test(u.inn))).toBe(true);
    expect(data.places.every((p) => /^\d{12}$/.test(p.inn!))).toBe(true);
  });

  it('has 13 categories, 60 products, 3 campaigns with periods, campaign products and a plan per place and period', () => {
    const c = data.catalogue;
    expect([c.productCategories.length, c.products.length, c.campaigns.length, c.periods.length]).toEqual([13, 60, 3, 8]);
    expect(c.plans).toHaveLength(8 * 400);
    expect(c.campaignProducts.length).toBeGreaterThan(10);
    expect(c.periodProducts.every((pp) => c.campaignProducts.some((cp) => cp.id === pp.campaignProductId && cp.productId === pp.productId))).toBe(true);
    for (const p of c.periods) expect((p.endDate as Date).getTime()).toBeGreaterThan((p.startDate as Date).getTime());
  });

  it('links processed tickets to the running period and their plan, and adds their units to its fact', () => {
    const c = data.catalogue;
    const processed = data.tickets.filter((t) => t.status === 'processed' && t.periodId !== null);
    expect(processed.length).toBeGreaterThan(300);
    for (const ticket of processed) {
      const plan = c.plans.find((p) => p.id === ticket.planId)!;
      expect([plan.placeId, plan.periodId, ticket.campaignId]).toEqual([ticket.placeId, ticket.periodId, 1]);
    }
    const facts = c.plans.reduce((sum, p) => sum + Number(p.fact), 0);
    const units = processed.reduce((sum, t) => sum + Number(t.totalSales), 0);
    expect(facts).toBeCloseTo(units, 3);
  });

  it('keeps the skeleton rows when the campaigns are left out', () => {
    const bare = generateDemoData(NOW, ['hash-a', 'hash-b'], undefined, { campaigns: false });
    expect(bare.catalogue.products).toHaveLength(0);
    expect(bare.users.map((u) => u.phone)).toEqual(data.users.map((u) => u.phone));
    expect(bare.tickets.every((t) => t.campaignId === null)).toBe(true);
  });

  it('has tickets of every status, mostly processed, in the 90 days before today', () => {
    const counts: Record<string, number> = {};
    for (const ticket of data.tickets) counts[ticket.status!] = (counts[ticket.status!] ?? 0) + 1;
    expect(counts).toEqual({ new: 4, processing: 2, delayed: 5, manual: 79, processed: 435, rejected: 75 });
    const today = Date.UTC(2025, 2, 10);
    for (const ticket of data.tickets) {
      const time = (ticket.dateTime as Date).getTime();
      expect(time).toBeGreaterThanOrEqual(today - 90 * 86_400_000);
      expect(time).toBeLessThan(today);
      expect((ticket.createdAt as Date).getTime()).toBeGreaterThan(time);
    }
  });

  it('gives every ticket 1 to 8 items whose sums add up to the total, in kopecks', () => {
    for (const ticket of data.tickets) {
      const items = data.ticketItems.filter((item) => item.ticketId === ticket.id);
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(8);
      expect(items.reduce((sum, item) => sum + Number(item.sum), 0)).toBe(ticket.totalSum);
      for (const item of items) {
        expect(Number.isInteger(item.price)).toBe(true);
        expect(item.sum).toBe(Math.round(Number(item.price) * Number(item.quantity)));
      }
    }
  });

  it('gives every ticket its own fiscal identity', () => {
    const identities = new Set(data.tickets.map((t) => `${t.fiscalDriveNumber}/${t.fiscalDocumentNumber}/${t.fiscalSign}`));
    expect(identities.size).toBe(600);
    for (const ticket of data.tickets) {
      expect(ticket.fiscalDriveNumber).toMatch(/^\d{16}$/);
      expect(ticket.qr).toBe(
        `t=${ticket.qr!.slice(2, 15)}&s=${(Number(ticket.totalSum) / 100).toFixed(2)}&fn=${ticket.fiscalDriveNumber}&i=${ticket.fiscalDocumentNumber}&fp=${ticket.fiscalSign}&n=${ticket.operationType}`,
      );
    }
  });

  it('scores processed tickets and sums the scores on their users', () => {
    const processed = data.tickets.filter((t) => t.status === 'processed');
    expect(processed.length).toBeGreaterThan(0);
    expect(processed.filter((t) => !(t.score! > 0)).map((t) => t.id)).toEqual([]);
    expect(data.tickets.filter((t) => t.status !== 'processed' && t.score !== null).map((t) => t.id)).toEqual([]);
    const vendor = data.users[3]!;
    expect(vendor.score).toBe(data.tickets.filter((t) => t.userId === 4 && t.status === 'processed').reduce((sum, t) => sum + t.score!, 0));
  });

  it('puts 1 or 2 of the six receipt photos on 434 of the 600 tickets (129 with two)', () => {
    const photos = data.tickets.map((t) => JSON.parse(t.photos as string) as unknown[]);
    expect([photos.filter((p) => p.length > 0).length, photos.filter((p) => p.length === 2).length, photos.filter((p) => p.length > 2).length]).toEqual([434, 129, 0]);
    const references = DEMO_PHOTOS.map((_, i) => demoPhotoReference(i));
    for (const list of photos) for (const photo of list) expect(references).toContainEqual(photo);
    for (const list of photos.filter((p) => p.length === 2)) expect(list[0]).not.toEqual(list[1]);
    const used = new Set(photos.flat().map((p) => (p as { path: string }).path));
    expect(used.size).toBe(6);
    expect(JSON.parse(data.tickets[599]!.photos as string)).toEqual([
      {
        server: '/files',
        container: 'tickets',
        path: 'demo-receipt-1.jpg',
        thumbs: { 200: 'demo-receipt-1_200.jpg', 500: 'demo-receipt-1_500.jpg', 800: 'demo-receipt-1_800.jpg', 1200: 'demo-receipt-1_1200.jpg' },
        mime: 'image/jpeg',
        type: 'image/jpeg',
        name: 'receipt-1.jpg',
      },
    ]);
  });

  it('has 20 returns (operation type 2), settled like any receipt: 16 processed, 2 manual, 2 rejected', () => {
    const returns = data.tickets.filter((t) => t.operationType === 2);
    expect(returns.map((t) => t.id)).toEqual([14, 16, 34, 50, 80, 85, 132, 171, 197, 200, 205, 239, 269, 272, 384, 385, 425, 450, 471, 576]);
    const counts: Record<string, number> = {};
    for (const ticket of returns) counts[ticket.status!] = (counts[ticket.status!] ?? 0) + 1;
    expect(counts).toEqual({ processed: 16, manual: 2, rejected: 2 });
    expect(returns.every((t) => t.qr!.endsWith('&n=2'))).toBe(true);
    expect(data.tickets.filter((t) => t.operationType !== 1 && t.operationType !== 2)).toEqual([]);
  });

  it("has 12 conversations of vendors with their staff, 40 messages, 4 with the vendor's last message unread", () => {
    const rooms = [...new Set(data.messages.map((m) => m.room))];
    expect(rooms).toHaveLength(12);
    expect(data.messages).toHaveLength(40);
    expect(data.messages.map((m) => m.id)).toEqual(data.messages.map((_, i) => i + 1));
    const byId = new Map(data.users.map((u) => [u.id, u]));
    const today = Date.UTC(2025, 2, 10);
    const vendorOf = (message: (typeof data.messages)[number]) => Number(message.room.slice(5));
    // Every room is an unblocked vendor's.
    expect(new Set(data.messages.map((m) => `role ${byId.get(vendorOf(m))?.roleId}, blocked ${byId.get(vendorOf(m))?.blocked}`))).toEqual(new Set(['role 4, blocked false']));
    // The vendor writes to the staff (no recipient); the staff (the place's sales rep, or the admin) to the vendor.
    const fromVendor = data.messages.filter((m) => m.senderId === vendorOf(m));
    const fromStaff = data.messages.filter((m) => m.senderId !== vendorOf(m));
    expect(fromVendor.map((m) => m.recipientId)).toEqual(fromVendor.map(() => null));
    expect(fromStaff.map((m) => [m.recipientId, [1, 3].includes(byId.get(m.senderId!)!.roleId!)])).toEqual(fromStaff.map((m) => [vendorOf(m), true]));
    // Within the last week, and about a ticket of the vendor's own, after it was uploaded.
    expect(data.messages.filter((m) => !(m.createdAt.getTime() < today && m.createdAt.getTime() >= today - 7 * 86_400_000))).toEqual([]);
    const aboutTickets = data.messages.filter((m) => m.ticketId !== null);
    expect(
      aboutTickets.map((m) => {
        const ticket = data.tickets[m.ticketId! - 1]!;
        return [ticket.userId, m.createdAt.getTime() > (ticket.createdAt as Date).getTime()];
      }),
    ).toEqual(aboutTickets.map((m) => [vendorOf(m), true]));
    expect(rooms.filter((room) => data.messages.some((m) => m.room === room && m.senderId !== m.recipientId && m.recipientId === null && !m.saw))).toHaveLength(4);
    expect(new Set(data.messages.filter((m) => m.ticketId !== null).map((m) => m.ticketId)).size).toBe(12);
    expect(data.messages.filter((m) => m.room === 'user-4').map((m) => [m.senderId, m.ticketId, m.text])).toEqual([
      [4, 554, 'Здравствуйте! За чек №554 начислили 30 баллов. Как они считаются?'],
      [3, 554, 'Добрый день, Игорь! Баллы начисляются за товары акции, по количеству: в этом чеке их позиций 2.'],
      [4, 554, 'Понятно, спасибо!'],
    ]);
  });
});

describe('the demo seeded by startApi', () => {
  let api: RunningApi;
  let token: string;
  let seedMs: number;

  beforeAll(async () => {
    const started = performance.now();
    api = await startApi({ port: 0, dataDir: 'memory', logLevel: 'silent', demoConversations: true });
    seedMs = performance.now() - started;
    const login = await fetch(`${api.url}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+79990000001', password: 'demo1234' }),
    });
    token = ((await login.json()) as { accessToken: string }).accessToken;
  });

  afterAll(async () => {
    await api?.close();
  });

  it('serves the receipt photos of a demo ticket, the image and its 500 px thumbnail', async () => {
    console.log(`startApi with the demo seeded: ${Math.round(seedMs)} ms`);
    const ticket = (await (await fetch(`${api.url}/tickets/600`, { headers: { authorization: token } })).json()) as {
      photos: Array<{ container: string; path: string; thumbs: Record<string, string> }>;
    };
    expect(ticket.photos.map((p) => p.path)).toEqual(['demo-receipt-1.jpg']);
    const photo = ticket.photos[0]!;
    const image = await fetch(`${api.url}/files/${photo.container}/${photo.path}`, { headers: { authorization: token } });
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 600 });
    const thumb = await fetch(`${api.url}/files/${photo.container}/${photo.thumbs['500']}`, { headers: { authorization: token } });
    expect(thumb.status).toBe(200);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 500 });
    const png = await fetch(`${api.url}/files/tickets/demo-receipt-6.png`, { headers: { authorization: token } });
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('lists the 12 conversations in the messenger, 4 with new messages', async () => {
    const reply = (await (await fetch(`${api.url}/messages/myConvs?limit=100`, { headers: { authorization: token } })).json()) as {
      total: number;
      items: Array<{ hasNewMessage: boolean }>;
    };
    expect([reply.total, reply.items.filter((c) => c.hasNewMessage).length]).toEqual([12, 4]);
  });
});
