// The fiscal data provider (product-rules §4): given a ticket's QR fields, the receipt's details, or
// "not yet available", or "not found". `simulator` (default) makes a deterministic receipt from the
// QR fields and the product catalogue; `http` asks a configurable endpoint of the fiscal service.
import { createHash } from 'node:crypto';
import type { CatalogueProduct } from './catalogue';

export interface FiscalQuery {
  fiscalDriveNumber: string | null;
  fiscalDocumentNumber: string | null;
  fiscalSign: string | null;
  totalSum: number | null;
  dateTime: Date | null;
  operationType: number | null;
  /** How many times the receipt was asked for before (0 on the first try). */
  attempt: number;
}

export interface FiscalReceipt {
  items: Array<{ name: string; price: number; quantity: number; sum: number }>;
  totalSum: number;
  cashTotalSum: number;
  nds10: number;
  nds18: number;
  kktRegId: string;
  userInn: string;
  operator: string;
  ofd: string;
  shiftNumber: number;
  requestNumber: number;
  taxationType: number;
  rawData: unknown;
}

export type FiscalAnswer = { kind: 'found'; receipt: FiscalReceipt } | { kind: 'notReady' } | { kind: 'notFound' };

export interface FiscalProvider {
  readonly name: string;
  fetch(query: FiscalQuery, products: CatalogueProduct[]): Promise<FiscalAnswer>;
}

/** A stored ticket's QR fields as read, and how many times its receipt was asked for. */
export interface StoredQuery {
  retryCount: number;
  fiscalDriveNumber: string | null;
  fiscalDocumentNumber: string | null;
  fiscalSign: string | null;
  totalSum: string | number | null;
  dateTime: Date | null;
  operationType: number | null;
}

/** Asks the provider for a stored ticket's receipt (the processor's batch and "process now"). */
export function fetchStored(provider: FiscalProvider, ticket: StoredQuery, products: CatalogueProduct[]): Promise<FiscalAnswer> {
  return provider.fetch(
    {
      fiscalDriveNumber: ticket.fiscalDriveNumber,
      fiscalDocumentNumber: ticket.fiscalDocumentNumber,
      fiscalSign: ticket.fiscalSign,
      totalSum: ticket.totalSum === null ? null : Number(ticket.totalSum),
      dateTime: ticket.dateTime ? new Date(ticket.dateTime) : null,
      operationType: ticket.operationType,
      attempt: ticket.retryCount,
    },
    products,
  );
}

/** A number in [0, 1) from a string, the same on every run. */
function unit(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

const OFDS = ['ООО «Такском»', 'АО «ПФ «СКБ Контур»', 'ООО «Эвотор ОФД»', 'АО «Тинькофф Банк»', 'ООО «Яндекс.ОФД»'];
const OPERATORS = ['Кассир Иванова А.', 'Кассир Петров С.', 'Кассир Смирнова О.', 'Старший кассир Орлова Е.'];

export interface SimulatorOptions {
  /** Share of receipts the fiscal service does not have on the first try (they appear on a retry). */
  notReadyRate?: number;
  /** Share of receipts the fiscal service never finds. */
  notFoundRate?: number;
}

export class SimulatorProvider implements FiscalProvider {
  readonly name = 'simulator';
  readonly notReadyRate: number;
  readonly notFoundRate: number;

  constructor(options: SimulatorOptions = {}) {
    this.notReadyRate = options.notReadyRate ?? 0;
    this.notFoundRate = options.notFoundRate ?? 0;
  }

  async fetch(query: FiscalQuery, products: CatalogueProduct[]): Promise<FiscalAnswer> {
    const key = `${query.fiscalDriveNumber}:${query.fiscalDocumentNumber}:${query.fiscalSign}`;
    if (unit(`${key}:found`) < this.notFoundRate) return { kind: 'notFound' };
    if (query.attempt === 0 && unit(`${key}:ready`) < this.notReadyRate) return { kind: 'notReady' };
    const total = Math.max(1, query.totalSum ?? 10_000);
    const lines = 1 + Math.floor(unit(`${key}:lines`) * 3);
    const items: FiscalReceipt['items'] = [];
    let left = total;
    for (let line = 0; line < lines; line += 1) {
      const product = products.length > 0 ? products[Math.floor(unit(`${key}:p${line}`) * products.length)]! : null;
      const name = product ? product.title : `Товар ${line + 1}`;
      const last = line === lines - 1 || left <= 1;
      const quantity = last ? 1 : 1 + Math.floor(unit(`${key}:q${line}`) * 2);
      const lineSum = last ? left : Math.max(1, Math.min(left - 1, Math.round(((left / (lines - line)) * (0.5 + unit(`${key}:s${line}`))) / quantity) * quantity));
      const price = Math.round(lineSum / quantity);
      items.push({ name, price, quantity, sum: lineSum });
      left -= lineSum;
      if (last) break;
    }
    const nds18 = Math.round((total * 20) / 120);
    return {
      kind: 'found',
      receipt: {
        items,
        totalSum: total,
        cashTotalSum: unit(`${key}:cash`) < 0.3 ? total : 0,
        nds10: 0,
        nds18,
        kktRegId: String(Math.floor(unit(`${key}:kkt`) * 1e15)).padStart(16, '0'),
        userInn: String(Math.floor(unit(`${key}:inn`) * 1e11) + 5e11).slice(0, 12),
        operator: OPERATORS[Math.floor(unit(`${key}:op`) * OPERATORS.length)]!,
        ofd: OFDS[Math.floor(unit(`${key}:ofd`) * OFDS.length)]!,
        shiftNumber: 1 + Math.floor(unit(`${key}:shift`) * 500),
        requestNumber: 1 + Math.floor(unit(`${key}:req`) * 300),
        taxationType: 1,
        rawData: { source: 'simulator' },
      },
    };
  }
}

/**
 * The fiscal service over HTTP: `GET {url}?fn=&i=&fp=&s=&t=&n=`; 200 with a receipt
 * (`{items, totalSum, …}` as FiscalReceipt), 202 "not yet available", 404 "not found".
 */
export class HttpProvider implements FiscalProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5000,
  ) {}

  async fetch(query: FiscalQuery): Promise<FiscalAnswer> {
    const url = new URL(this.url);
    url.searchParams.set('fn', query.fiscalDriveNumber ?? '');
    url.searchParams.set('i', query.fiscalDocumentNumber ?? '');
    url.searchParams.set('fp', query.fiscalSign ?? '');
    if (query.totalSum !== null) url.searchParams.set('s', String(query.totalSum));
    if (query.dateTime) url.searchParams.set('t', query.dateTime.toISOString());
    url.searchParams.set('n', String(query.operationType ?? 1));
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (response.status === 202 || response.status === 425) return { kind: 'notReady' };
    if (response.status === 404) return { kind: 'notFound' };
    if (!response.ok) throw new Error(`the fiscal service answered ${response.status}`);
    const body = (await response.json()) as Partial<FiscalReceipt>;
    if (!Array.isArray(body.items)) throw new Error('the fiscal service answered a receipt without items');
    return {
      kind: 'found',
      receipt: {
        items: body.items,
        totalSum: Number(body.totalSum ?? body.items.reduce((s, i) => s + Number(i.sum), 0)),
        cashTotalSum: Number(body.cashTotalSum ?? 0),
        nds10: Number(body.nds10 ?? 0),
        nds18: Number(body.nds18 ?? 0),
        kktRegId: String(body.kktRegId ?? ''),
        userInn: String(body.userInn ?? ''),
        operator: String(body.operator ?? ''),
        ofd: String(body.ofd ?? ''),
        shiftNumber: Number(body.shiftNumber ?? 0),
        requestNumber: Number(body.requestNumber ?? 0),
        taxationType: Number(body.taxationType ?? 1),
        rawData: body.rawData ?? body,
      },
    };
  }
}
