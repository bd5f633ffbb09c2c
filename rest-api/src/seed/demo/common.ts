// What the demo's parts share (seed/demo.ts): the seeded PRNG and the day everything is placed
// from, the account hashes, and small helpers.
import type { Prng } from '../prng';

export const DAY = 86_400_000;

/** The demo's run: one PRNG drawn in order, today's start (UTC), the setup stamp, the next password hash. */
export interface DemoContext {
  prng: Prng;
  todayMs: number;
  stamp: { createdAt: Date; updatedAt: Date };
  nextHash: () => string;
}

/** Region codes, the first two digits of an INN registered there. */
export const REGION_CODES: Record<string, string> = {
  'Московская область': '50',
  'Ленинградская область': '47',
  'Краснодарский край': '23',
  'Республика Татарстан': '16',
  'Самарская область': '63',
  'Нижегородская область': '52',
  'Свердловская область': '66',
  'Новосибирская область': '54',
};

export interface PlaceInfo {
  id: number;
  cityId: number;
  regionTitle: string;
  utcOffset: number;
  location: { lat: number; lng: number };
  inn: string;
  fiscalDriveNumber: string;
  kktRegId: string;
  ofd: string;
  cashiers: string[];
  nextDocument: number;
  shiftBase: number;
  taxationType: number;
}

export const json = (value: unknown) => JSON.stringify(value);
export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
export const at = (ms: number) => new Date(ms);

export function femaleSurname(male: string): string {
  return `${male}а`;
}

export function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}
