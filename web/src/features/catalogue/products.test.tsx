import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, regionalManagerUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { rowCells } from '../../test/table';
import { confirmDelete, recording } from './catalogue.fixtures';

const NBSP = '\u00a0';
const dairy = { __typename: 'ProductCategory', id: 3, title: 'Молочные продукты', score: 5, recommendedPrice: 8990 };
const product = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Product',
  id,
  title: 'Молоко 2,5%',
  shortTitle: 'Молоко',
  recommendedPrice: 8990,
  matches: ['молоко'],
  exclusions: ['шоколад'],
  category: dairy,
  image: null,
  ...overrides,
});

function productsRoute() {
  return graphql.query('ProductsRoute', () =>
    HttpResponse.json({
      data: {
        products: { __typename: 'ProductPage', items: [product(11)], total: 1 },
        productCategories: { __typename: 'ProductCategoryPage', items: [dairy], total: 1 },
      },
    }),
  );
}

describe('products', () => {
  it('lists products with category, price in roubles and matches, and the categories', async () => {
    server.use(productsRoute());
    renderApp('/app/products', { user: adminUser });
    const link = await screen.findByRole('link', { name: 'Открыть «Молоко 2,5%»' });
    expect(rowCells(link)).toEqual(['11', 'Молоко 2,5%', 'Молоко', 'Молочные продукты', `89,90${NBSP}₽`, 'молоко']);
    const categories = screen.getByRole('region', { name: 'Категории продуктов' });
    expect(rowCells(within(categories).getByRole('link', { name: 'Открыть «Молочные продукты»' }))).toEqual(['Молочные продукты', '5', `89,90${NBSP}₽`]);
  });

  it('creates a product: chips added by Enter, duplicates refused, removed; price typed in roubles goes as kopecks', async () => {
    const { inputs, handler } = recording('CreateProduct', () => ({ createProduct: product(12, { title: 'Кефир' }) }));
    server.use(
      graphql.query('ProductCategoriesSearch', () => HttpResponse.json({ data: { productCategories: { __typename: 'ProductCategoryPage', items: [dairy] } } })),
      handler,
      graphql.query('ProductRoute', () => HttpResponse.json({ data: { product: product(12, { title: 'Кефир' }) } })),
    );
    const { location } = renderApp('/app/product', { user: adminUser });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Название' }), { target: { value: 'Кефир 1%' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Рекомендованная цена, ₽' }), { target: { value: '12,345' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Рекомендованная цена, ₽' }));
    expect(await screen.findByText('Сумма в рублях: цифры и не больше двух знаков после запятой.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Рекомендованная цена, ₽' }), { target: { value: '74,5' } });

    const matches = screen.getByRole('textbox', { name: 'Совпадения' });
    fireEvent.change(matches, { target: { value: ' кефир ' } });
    fireEvent.keyDown(matches, { key: 'Enter' });
    fireEvent.change(matches, { target: { value: 'КЕФИР' } });
    fireEvent.keyDown(matches, { key: 'Enter' });
    expect(screen.getByText('«КЕФИР» уже есть в списке.')).toBeTruthy();
    expect(screen.getByDisplayValue('КЕФИР')).toBeTruthy();
    fireEvent.change(matches, { target: { value: 'kefir' } });
    fireEvent.keyDown(matches, { key: 'Enter' });
    const exclusions = screen.getByRole('textbox', { name: 'Исключения' });
    fireEvent.change(exclusions, { target: { value: 'детский' } });
    fireEvent.keyDown(exclusions, { key: 'Enter' });
    fireEvent.change(exclusions, { target: { value: 'лишнее' } });
    fireEvent.keyDown(exclusions, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить «лишнее»' }));
    expect(
      within(screen.getByRole('list', { name: 'Совпадения' }))
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['кефир', 'kefir']);

    fireEvent.focus(screen.getByRole('combobox', { name: 'Категория' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Молочные продукты' }));
    expect(screen.getByTestId('category-hint').textContent).toBe(`Баллы категории: 5, рекомендованная цена категории: 89,90${NBSP}₽`);

    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location().pathname).toBe('/app/product/12'));
    expect(inputs).toEqual([{ title: 'Кефир 1%', shortTitle: null, categoryId: 3, recommendedPrice: 7450, matches: ['кефир', 'kefir'], exclusions: ['детский'] }]);
  });

  it('previews the matching rule on a typed receipt line', async () => {
    server.use(graphql.query('ProductRoute', () => HttpResponse.json({ data: { product: product(11) } })));
    renderApp('/app/product/11', { user: adminUser });
    expect(await screen.findByDisplayValue('Молоко 2,5%')).toBeTruthy();
    const preview = screen.getByTestId('match-preview');
    expect(preview.textContent).toBe('Введите строку чека, чтобы проверить правило.');
    const line = screen.getByRole('textbox', { name: 'Строка чека' });
    fireEvent.change(line, { target: { value: 'МОЛОКО Весёлый молочник 900 мл' } });
    expect(screen.getByTestId('match-preview').textContent).toBe('Подходит: содержит «молоко».');
    fireEvent.change(line, { target: { value: 'Молоко шоколадное' } });
    expect(screen.getByTestId('match-preview').textContent).toBe('Не подходит: содержит исключение «шоколад».');
    fireEvent.change(line, { target: { value: 'Кефир' } });
    expect(screen.getByTestId('match-preview').textContent).toBe('Не подходит: нет ни одного совпадения.');
    // The preview follows the chips as edited, before saving.
    const matches = screen.getByRole('textbox', { name: 'Совпадения' });
    fireEvent.change(matches, { target: { value: 'кефир' } });
    fireEvent.keyDown(matches, { key: 'Enter' });
    expect(screen.getByTestId('match-preview').textContent).toBe('Подходит: содержит «кефир».');
  });

  it('shows a regional manager the product read-only', async () => {
    server.use(graphql.query('ProductRoute', () => HttpResponse.json({ data: { product: product(11) } })));
    renderApp('/app/product/11', { user: regionalManagerUser });
    expect(await screen.findByDisplayValue('Молоко 2,5%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить «молоко»' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Совпадения' })).toBeNull();
  });
});

describe('product categories', () => {
  it('creates a category on the products screen with score and price, the score required as an integer', async () => {
    const { inputs, handler } = recording('CreateProductCategory', () => ({
      createProductCategory: { __typename: 'ProductCategory', id: 8, title: 'Соки', score: 2, recommendedPrice: 12000 },
    }));
    server.use(
      productsRoute(),
      handler,
      graphql.query('ProductCategoryEditor', () =>
        HttpResponse.json({ data: { productCategory: { __typename: 'ProductCategory', id: 8, title: 'Соки', score: 2, recommendedPrice: 12000 } } }),
      ),
    );
    const { location } = renderApp('/app/products', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Новая категория' }));
    const form = await screen.findByRole('form', { name: 'Новая категория' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Название' }), { target: { value: 'Соки' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Баллы за единицу' }), { target: { value: '2,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(await within(form).findByText('Введите целое число.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Баллы за единицу' }), { target: { value: '2' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Рекомендованная цена, ₽' }), { target: { value: '120' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location().search).toBe('?category=8'));
    expect(inputs).toEqual([{ title: 'Соки', score: 2, recommendedPrice: 12000 }]);
  });

  it('refuses to delete a category its products use', async () => {
    server.use(
      productsRoute(),
      graphql.query('ProductCategoryEditor', () => HttpResponse.json({ data: { productCategory: dairy } })),
      graphql.query('ProductCategoryUsage', () => HttpResponse.json({ data: { products: { __typename: 'ProductPage', total: 5 } } })),
    );
    renderApp('/app/products?category=3', { user: adminUser });
    const form = await screen.findByRole('form', { name: 'Категория' });
    expect(await within(form).findByDisplayValue('89,90')).toBeTruthy();
    await confirmDelete(within(form));
    expect(await screen.findByText('Категория «Молочные продукты» используется: 5 продуктов. Сначала смените их категорию.')).toBeTruthy();
  });
});

describe('product picture', () => {
  it('uploads a picture as one multipart setProductImage request and shows its thumbnail', async () => {
    const sent: { operations: unknown; map: unknown; file: string | null; preflight: string | null }[] = [];
    let image: { __typename: string; url: string; thumb: string } | null = null;
    server.use(
      graphql.query('ProductRoute', () => HttpResponse.json({ data: { product: product(11, { image }) } })),
      http.post('*/graphql', async ({ request }) => {
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
        const form = await request.formData();
        const file = form.get('0');
        sent.push({
          operations: JSON.parse(String(form.get('operations'))).variables,
          map: JSON.parse(String(form.get('map'))),
          file: file instanceof Object && 'text' in file ? await (file as Blob).text() : null,
          preflight: request.headers.get('apollo-require-preflight'),
        });
        image = { __typename: 'File', url: '/files/products/a.png', thumb: '/files/products/a-200.png' };
        return HttpResponse.json({ data: { setProductImage: { __typename: 'Product', id: 11 } } });
      }),
    );
    renderApp('/app/product/11', { user: adminUser });
    expect(await screen.findByText('Нет изображения')).toBeTruthy();
    const input = screen.getByLabelText('Изображение продукта: выбрать файл');
    fireEvent.change(input, { target: { files: [new File(['png-bytes'], 'milk.png', { type: 'image/png' })] } });
    const picture = await screen.findByRole('img', { name: 'Изображение продукта' });
    expect(picture.getAttribute('src')).toBe('/files/products/a-200.png');
    expect(sent).toEqual([{ operations: { id: 11, file: null }, map: { 0: ['variables.file'] }, file: 'png-bytes', preflight: 'true' }]);
    expect(screen.getByRole('button', { name: 'Заменить изображение' })).toBeTruthy();
  });
});
