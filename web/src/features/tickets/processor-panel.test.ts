import { describe, expect, it } from 'vitest';
import { HISTORY_CAP, withRecord } from './processor-live';
import { hourlySlots } from './processor-panel';

const record = (hour: string, processed: number) => ({ hour, processed, rejected: 0, delayed: 0, manual: 0, failed: 0 });

describe('the processor history', () => {
  it('keeps at most 168 hourly records, oldest first, a new record for an hour replacing the old one', () => {
    const history = Array.from({ length: HISTORY_CAP }, (_, i) => record(new Date(Date.UTC(2026, 0, 1, i)).toISOString(), i));
    const next = withRecord(history, record(new Date(Date.UTC(2026, 0, 8, 0)).toISOString(), 5));
    expect(next).toHaveLength(168);
    expect(next[0]!.hour).toBe('2026-01-01T01:00:00.000Z');
    expect(next.at(-1)).toEqual(record('2026-01-08T00:00:00.000Z', 5));
    const updated = withRecord(next, record('2026-01-08T00:00:00.000Z', 9));
    expect(updated).toHaveLength(168);
    expect(updated.at(-1)!.processed).toBe(9);
  });

  it('draws 168 hourly slots up to now, zeros where the processor did nothing', () => {
    const slots = hourlySlots([record('2026-11-22T13:00:00.000Z', 4)], new Date('2026-11-22T15:20:00.000Z'));
    expect(slots).toHaveLength(168);
    expect(slots.at(-1)).toEqual(record('2026-11-22T15:00:00.000Z', 0));
    expect(slots.at(-3)).toEqual(record('2026-11-22T13:00:00.000Z', 4));
    expect(slots[0]!.hour).toBe('2026-11-15T16:00:00.000Z');
  });
});
