/// <reference lib="dom" />
// Issue 22 in Chromium: a regional manager owns the places of its cities, and the screens say so
// before and after. '+' on one place of the manager's page asks first how many places of which city
// it assigns, the toast names the count, the list grows by exactly that many, the place's page lists
// the manager 'через город «…»', and '−' takes the whole city back the same way.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable } from '../lib/browser';
import { pageGql } from '../lib/session';
import { productInBrowser, signedInPage } from '../lib/suite';

const runBrowser = browserAvailable();
const MANAGER = 2;

describe.runIf(runBrowser)('place assignments of a regional manager (issue 22)', () => {
  const suite = productInBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(suite, { viewport: { width: 1280, height: 900 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  });

  const gql = <T>(query: string, variables: Record<string, unknown> = {}) => pageGql<T>(page, query, variables);

  const count = (kind: 'assigned' | 'notAssigned') =>
    page
      .getByTestId(`${kind}-count`)
      .innerText()
      .then((text) => Number(text.replace(/\s/g, '')));

  it("'+' on one place says it assigns the city's places, assigns exactly them, and '−' takes them back", async () => {
    await page.goto(`${suite.product.url}/app/regional-manager/${MANAGER}`);
    await page.getByTestId('assignment-rule').waitFor();
    const notAssigned = page.getByRole('region', { name: 'Не назначенные места' });
    const first = notAssigned.getByRole('link').first();
    await first.waitFor();
    const placeId = Number(/place\/(\d+)$/.exec((await first.getAttribute('href'))!)![1]);
    const title = await first.innerText();
    const { placeAssignment: expected } = await gql<{ placeAssignment: { rule: string; places: number; assigned: boolean; city: { title: string } } }>(
      'query ($u: Int!, $p: Int!) { placeAssignment(userId: $u, placeId: $p) { rule places assigned city { title } } }',
      { u: MANAGER, p: placeId },
    );
    expect([expected.rule, expected.assigned]).toEqual(['city', false]);
    const n = expected.places;
    const city = expected.city.title;
    await expect.poll(() => count('assigned')).toBeGreaterThan(0);
    const before = await count('assigned');

    await notAssigned.getByRole('button', { name: `Назначить: ${title}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Подтвердите действие').waitFor();
    const places = (k: number) => `${k} ${k % 10 === 1 && k % 100 !== 11 ? 'место' : [2, 3, 4].includes(k % 10) && ![12, 13, 14].includes(k % 100) ? 'места' : 'мест'}`;
    await dialog.getByText(`Будет назначено ${places(n)} города «${city}»: региональный менеджер отвечает за все места своих городов.`).waitFor();
    await dialog.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByText('Место назначено.').first().waitFor();
    await page
      .getByText(`Назначено ${places(n)} города «${city}»`)
      .first()
      .waitFor();
    await expect.poll(() => count('assigned')).toBe(before + n);

    // The place's page names the manager and how it owns the place.
    const { user } = await gql<{ user: { name: string; surname: string } }>('query ($id: Int!) { user(id: $id) { name surname } }', { id: MANAGER });
    await page.goto(`${suite.product.url}/app/place/${placeId}`);
    const section = page.getByRole('region', { name: 'Региональные менеджеры' });
    const row = section.getByRole('listitem').filter({ hasText: `${user.name} ${user.surname}` });
    await row.getByText(`через город «${city}»`).waitFor();

    // '−' on the manager's page takes the whole city back, said the same way.
    await page.goto(`${suite.product.url}/app/regional-manager/${MANAGER}`);
    const assigned = page.getByRole('region', { name: 'Назначенные места' });
    await assigned.getByRole('searchbox', { name: 'Поиск места: Назначенные места' }).fill(title);
    await assigned.getByRole('button', { name: `Снять: ${title}`, exact: true }).click();
    await dialog.getByText(`Будет снято ${places(n)} города «${city}»: региональный менеджер отвечает за все места своих городов.`).waitFor();
    await dialog.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByText('Место снято.').first().waitFor();
    await page
      .getByText(`Снято ${places(n)} города «${city}»`)
      .first()
      .waitFor();
    await assigned.getByRole('searchbox', { name: 'Поиск места: Назначенные места' }).fill('');
    await expect.poll(() => count('assigned')).toBe(before);
  });
});
