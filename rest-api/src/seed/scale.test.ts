// The demo catalogue's categories are the ones a shopper would pick (issue 39).
import { describe, expect, it } from 'vitest';
import { categoryOf } from './scale';

const CATEGORY = ['', 'Молочная продукция', 'Чай и кофе', 'Напитки', 'Кондитерские изделия', 'Снеки', 'Бытовая химия', 'Мясная продукция', 'Овощи и фрукты', 'Бакалея', 'Прочее'];

describe('the demo catalogue', () => {
  it('puts each product in the category of its kind, not of a word inside its name or flavour', () => {
    const titles = [
      'Сахар-песок 1 кг',
      "Чипсы Lay's сметана и зелень 140 г",
      'Ряженка Простоквашино 3,2% 450 г',
      'Сок Добрый яблоко 1 л',
      'Масло сливочное Экомилк 82,5% 180 г',
      'Масло подсолнечное Слобода 1 л',
      'Зубная паста Colgate Тройное действие 100 мл',
      'Пакет-майка 40×70',
    ];
    expect(titles.map((title) => CATEGORY[categoryOf(title)])).toEqual([
      'Бакалея',
      'Снеки',
      'Молочная продукция',
      'Напитки',
      'Молочная продукция',
      'Бакалея',
      'Бытовая химия',
      'Прочее',
    ]);
  });
});
