// The demo catalogue's categories are the ones a shopper would pick (issue 39).
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './demo';
import { categoryOf } from './scale';

/** A shopper's aisles and the kinds of goods he looks for in each: a title names its kind first. */
const AISLES: Record<string, string[]> = {
  'Молочная продукция и яйца': ['молоко', 'кефир', 'ряженка', 'сметана', 'творог', 'йогурт', 'сыр', 'сыр плавленый', 'масло сливочное', 'яйцо'],
  'Чай и кофе': ['чай', 'кофе'],
  Напитки: ['напиток', 'сок', 'вода', 'квас'],
  'Кондитерские изделия': ['шоколад', 'печенье'],
  Снеки: ['чипсы', 'семечки'],
  'Бытовая химия и гигиена': ['средство для посуды', 'зубная паста', 'туалетная бумага'],
  'Мясная продукция': ['колбаса', 'сосиски', 'филе куриное'],
  'Овощи и фрукты': ['бананы', 'яблоки', 'картофель', 'огурцы', 'помидоры'],
  Бакалея: ['сахар-песок', 'крупа', 'рис', 'макароны', 'масло подсолнечное', 'мука', 'майонез', 'кетчуп'],
  'Хлеб и выпечка': ['хлеб', 'батон'],
  'Замороженные продукты': ['пельмени', 'мороженое'],
  Консервы: ['кукуруза', 'говядина тушёная', 'молоко сгущённое'],
  Прочее: ['пакет-майка'],
};

/** The aisle of a title: the one whose kind is the longest the title begins with (word by word). */
function aisleOf(title: string): string | undefined {
  const lower = title.toLowerCase();
  let best: [aisle: string, length: number] | undefined;
  for (const [aisle, kinds] of Object.entries(AISLES)) {
    for (const kind of kinds) {
      const starts = lower.startsWith(kind) && !/[\p{L}]/u.test(lower.charAt(kind.length));
      if (starts && (!best || kind.length > best[1])) best = [aisle, kind.length];
    }
  }
  return best?.[0];
}

describe('the demo catalogue', () => {
  const { catalogue } = generateDemoData(new Date('2026-11-29T10:00:00Z'), ['hash']);
  const titles = new Map(catalogue.productCategories.map((c) => [c.id, c.title]));

  it('puts every demo product in the aisle a shopper would look for it in', () => {
    const placed = catalogue.products.map((p) => [p.title, titles.get(p.categoryId!)]);
    expect(placed).toHaveLength(60);
    expect(placed).toEqual(catalogue.products.map((p) => [p.title, aisleOf(p.title)]));
    expect([...new Set(placed.map(([, category]) => category))].sort()).toEqual(Object.keys(AISLES).sort());
  });

  it('puts each product in the category of its kind, not of a word inside its name or flavour', () => {
    const cases = [
      ['Сахар-песок 1 кг', 'Бакалея'],
      ["Чипсы Lay's сметана и зелень 140 г", 'Снеки'],
      ['Ряженка Простоквашино 3,2% 450 г', 'Молочная продукция и яйца'],
      ['Сок Добрый яблоко 1 л', 'Напитки'],
      ['Масло сливочное Экомилк 82,5% 180 г', 'Молочная продукция и яйца'],
      ['Масло подсолнечное Слобода 1 л', 'Бакалея'],
      ['Молоко сгущённое Рогачёв 8,5% 380 г', 'Консервы'],
      ['Говядина тушёная Главпродукт 338 г', 'Консервы'],
      ['Яйцо куриное С1 10 шт', 'Молочная продукция и яйца'],
      ['Пакет-майка 40×70', 'Прочее'],
    ];
    expect(cases.map(([title]) => [title, titles.get(categoryOf(title!))])).toEqual(cases);
  });
});
