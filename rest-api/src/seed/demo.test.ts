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

  it('has 8 regions, 42 cities, 118 places, 44 users and 600 tickets', () => {
    expect([data.regions.length, data.cities.length, data.places.length, data.users.length, data.tickets.length]).toEqual([8, 42, 118, 44, 600]);
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
    expect(data.users.filter((u) => u.roleId === 4)).toHaveLength(41);
    expect(data.users.slice(4).every((u) => /^\+79990000\d{3}$/.test(u.phone!))).toBe(true);
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
    for (const ticket of data.tickets) {
      if (ticket.status === 'processed') expect(ticket.score).toBeGreaterThan(0);
      else expect(ticket.score).toBeNull();
    }
    const vendor = data.users[3]!;
    expect(vendor.score).toBe(data.tickets.filter((t) => t.userId === 4 && t.status === 'processed').reduce((sum, t) => sum + t.score!, 0));
  });
});
