import { describe, expect, it } from 'vitest';
import { collectCsv, csvField } from './csv';

describe('CSV export', () => {
  it('quotes fields with the separator, quotes or line breaks', () => {
    expect([csvField('a;b'), csvField('say "hi"'), csvField('x\ny'), csvField(12.5), csvField(null), csvField('plain')]).toEqual([
      '"a;b"',
      '"say ""hi"""',
      '"x\ny"',
      '12.5',
      '',
      'plain',
    ]);
  });

  it('writes a text of English right to left without its direction isolates, still formula-safe', () => {
    expect(csvField('\u2066Receipt No.\u2069')).toBe('Receipt No.');
    expect(csvField('\u2066=1+1\u2069')).toBe("'=1+1");
  });

  it('reads every page of the filtered list, not one page, reporting progress', async () => {
    const all = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, title: `Место ${i + 1}` }));
    const asked: number[] = [];
    const progress: Array<[number, number]> = [];
    const { parts, rows } = await collectCsv({
      fetchPage: async (page, pageSize) => {
        asked.push(page);
        return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
      },
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Название', value: (r) => r.title },
      ],
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
    expect(rows).toBe(250);
    const lines = parts.join('').split('\r\n');
    expect(lines[0]).toBe('\uFEFFID;Название');
    expect(lines[1]).toBe('1;Место 1');
    expect(lines[250]).toBe('250;Место 250');
    expect(lines).toHaveLength(252); // header, 250 rows, and the empty string after the last line break
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const promise = collectCsv({
      fetchPage: async () => {
        controller.abort();
        return { items: [{ id: 1 }], total: 1000 };
      },
      columns: [{ header: 'ID', value: (r: { id: number }) => r.id }],
      signal: controller.signal,
    });
    await expect(promise).rejects.toThrow('Export cancelled');
  });
});
