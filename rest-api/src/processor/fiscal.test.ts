// The fiscal data providers and the pure scoring rules.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProvider, SimulatorProvider, type FiscalQuery } from './fiscal';
import { matchProduct, scoreTicket, UNLIMITED, type ScoringInput } from './scoring';

const query = (n: number, attempt = 0): FiscalQuery => ({
  fiscalDriveNumber: '9999078900001234',
  fiscalDocumentNumber: String(n),
  fiscalSign: String(1_000_000 + n),
  totalSum: 12_345 + n,
  dateTime: new Date('2026-11-20T12:00:00Z'),
  operationType: 1,
  attempt,
});
const products = [
  { id: 1, title: 'Кофе Жокей 250 г', matches: ['жокей'], recommendedPrice: 30000, categoryScore: 0, categoryTitle: null },
  { id: 2, title: 'Чай Лисма 100 пак.', matches: ['лисма'], recommendedPrice: 15000, categoryScore: 0, categoryTitle: null },
];

describe('the fiscal simulator', () => {
  it('answers the same receipt for the same QR fields, its lines adding up to the QR sum', async () => {
    const simulator = new SimulatorProvider();
    const a = await simulator.fetch(query(1), products);
    expect(await simulator.fetch(query(1), products)).toEqual(a);
    for (let n = 0; n < 50; n += 1) {
      const answer = await simulator.fetch(query(n), products);
      if (answer.kind !== 'found') throw new Error('expected a receipt');
      expect(answer.receipt.items.reduce((s, i) => s + i.sum, 0)).toBe(12_345 + n);
      for (const item of answer.receipt.items) expect(products.map((p) => p.title)).toContain(item.name);
    }
  });

  it('has configurable rates of "not yet available" (found on a retry) and "not found"', async () => {
    const simulator = new SimulatorProvider({ notReadyRate: 0.5, notFoundRate: 0.2 });
    const answers = await Promise.all(Array.from({ length: 400 }, (_, n) => simulator.fetch(query(n), products)));
    const share = (kind: string) => answers.filter((a) => a.kind === kind).length / answers.length;
    expect(share('notFound')).toBeGreaterThan(0.12);
    expect(share('notFound')).toBeLessThan(0.28);
    expect(share('notReady')).toBeGreaterThan(0.3);
    const retried = await Promise.all(Array.from({ length: 400 }, (_, n) => simulator.fetch(query(n, 1), products)));
    expect(retried.filter((a) => a.kind === 'notReady')).toHaveLength(0);
  });
});

describe('the http provider', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const params = new URL(request.url!, 'http://x').searchParams;
      const i = params.get('i');
      if (i === '1')
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ items: [{ name: 'Кофе Жокей', price: 100, quantity: 2, sum: 200 }], kktRegId: '0001', ofd: 'ОФД' }));
      else if (i === '2') response.writeHead(202).end();
      else if (i === '3') response.writeHead(404).end();
      else response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/receipt`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('maps 200, 202, 404 and errors', async () => {
    const provider = new HttpProvider(url);
    expect(await provider.fetch(query(1))).toMatchObject({
      kind: 'found',
      receipt: { items: [{ name: 'Кофе Жокей', sum: 200 }], totalSum: 200, kktRegId: '0001', ofd: 'ОФД' },
    });
    expect(await provider.fetch({ ...query(0), fiscalDocumentNumber: '2' })).toEqual({ kind: 'notReady' });
    expect(await provider.fetch({ ...query(0), fiscalDocumentNumber: '3' })).toEqual({ kind: 'notFound' });
    await expect(provider.fetch({ ...query(0), fiscalDocumentNumber: '4' })).rejects.toThrow('the fiscal service answered 500');
  });
});

describe('scoring', () => {
  const base: ScoringInput = {
    items: [],
    products: [
      { productId: 1, matches: ['жокей'], exclusions: ['подарок'], score: 25, bonusScore: 5 },
      { productId: 2, matches: ['картофель'], exclusions: [], score: 3, bonusScore: 0 },
    ],
    campaignExclusions: ['акция 1+1'],
    ...UNLIMITED,
  };

  it('matches case-insensitively and honours product and campaign exclusions', () => {
    expect(matchProduct('КОФЕ ЖОКЕЙ', base.products, base.campaignExclusions)?.productId).toBe(1);
    expect(matchProduct('Жокей в подарок', base.products, base.campaignExclusions)).toBeNull();
    expect(matchProduct('Жокей акция 1+1', base.products, base.campaignExclusions)).toBeNull();
  });

  it('scores weight goods by quantity, rounded down per line', () => {
    const r = scoreTicket({
      ...base,
      items: [
        { name: 'Картофель молодой', quantity: 1.755 },
        { name: 'Картофель', quantity: 0.5 },
      ],
    });
    expect(r).toMatchObject({ score: 5 + 1, totalSales: 2.255, scoredItems: 2, planSales: 2.255, bonusSales: 0, limitsHit: [] });
  });

  it('splits plan and bonus units and stops at each limit', () => {
    expect(scoreTicket({ ...base, items: [{ name: 'Жокей', quantity: 4 }], plan: { plan: 10, fact: 8 } })).toMatchObject({ score: 4 * 25 + 2 * 5, planSales: 2, bonusSales: 2 });
    expect(scoreTicket({ ...base, items: [{ name: 'Жокей', quantity: 4 }], ticketSalesLimit: 3 })).toMatchObject({ score: 75, limitsHit: ['ticketSalesLimit'] });
    expect(scoreTicket({ ...base, items: [{ name: 'Жокей', quantity: 4 }], userScoreLimit: 100, userPeriodScore: 40 })).toMatchObject({ score: 50, limitsHit: ['userScoreLimit'] });
    expect(scoreTicket({ ...base, items: [{ name: 'Жокей', quantity: 4 }], placeScoreLimit: 60 })).toMatchObject({ score: 50, limitsHit: ['placeScoreLimit'] });
  });
});
