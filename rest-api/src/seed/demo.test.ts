import { describe, expect, it } from 'vitest';
import { generateDemoData } from './demo';

const NOW = new Date('2025-03-10T15:42:00Z');
const data = generateDemoData(NOW, ['hash-a', 'hash-b']);

describe('the demo data', () => {
  it('is the same on every run, whatever the time of day', () => {
    const again = generateDemoData(new Date('2025-03-10T23:59:00Z'), ['hash-a', 'hash-b']);
    expect(again).toEqual(data);
    const nextDay = generateDemoData(new Date('2025-03-11T01:00:00Z'), ['hash-a', 'hash-b']);
    expect(nextDay.tickets.map((t) => [t.id, t.status, t.totalSum, t.fiscalSign])).toEqual(data.tickets.map((t) => [t.id, t.status, t.totalSum, t.fiscalSign]));
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

  it('has 10 categories, 60 products, 3 campaigns with periods, campaign products and a plan per place and period', () => {
    const c = data.catalogue;
    expect([c.productCategories.length, c.products.length, c.campaigns.length, c.periods.length]).toEqual([10, 60, 3, 8]);
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
        `t=${ticket.qr!.slice(2, 15)}&s=${(Number(ticket.totalSum) / 100).toFixed(2)}&fn=${ticket.fiscalDriveNumber}&i=${ticket.fiscalDocumentNumber}&fp=${ticket.fiscalSign}&n=1`,
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
});
