import { describe, expect, it } from 'vitest';
import { toHourRecord } from './resolvers';

describe('an hourly record of the processor as the API sends it (issue 37)', () => {
  const logged: string[] = [];
  const ctx = { logger: { warn: (msg: string, fields?: Record<string, unknown>) => void logged.push(`${msg}: ${String(fields?.keys)}`) } } as never;

  it('keeps a whole record, and reads a count left out or not a number as 0', () => {
    expect(toHourRecord({ hour: '2026-11-26T06:00:00.000Z', processed: 4, rejected: 1, delayed: 0, manual: 2, failed: 0 }, ctx)).toEqual({
      hour: '2026-11-26T06:00:00.000Z',
      processed: 4,
      rejected: 1,
      delayed: 0,
      manual: 2,
      failed: 0,
    });
    expect(toHourRecord({ hour: '2026-11-26T07:00:00.000Z', processed: 3, skipped: 9, failed: '2' }, ctx)).toEqual({
      hour: '2026-11-26T07:00:00.000Z',
      processed: 3,
      rejected: 0,
      delayed: 0,
      manual: 0,
      failed: 0,
    });
    expect(logged).toEqual([]);
  });

  it('leaves out a record without a readable hour, saying so in the log', () => {
    expect(toHourRecord({ date: '2026-11-26', count: 5 }, ctx)).toBeNull();
    expect(toHourRecord({ hour: 'вчера', processed: 1 }, ctx)).toBeNull();
    expect(toHourRecord(null, ctx)).toBeNull();
    expect(logged).toEqual([
      'processor history record not understood: date,count',
      'processor history record not understood: hour,processed',
      'processor history record not understood: object',
    ]);
  });
});
