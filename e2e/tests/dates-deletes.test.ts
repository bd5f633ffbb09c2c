/// <reference lib="dom" />
// Issue 22 in Chromium, as a person does it: a period's dates typed key by key (a start after the end
// refused at the field with nothing saved; a valid change saved exactly as typed, never reordered),
// in a browser whose own locale is English (the inputs follow the interface's Russian, not the
// browser); and every kind of delete lands on its list with exactly one success toast, the deleted
// record's route query never asked again. Each repeated 5 times in a loop (not retries).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { browserAvailable } from '../lib/browser';
import { pageGql, signIn } from '../lib/session';
import { productInBrowser } from '../lib/suite';

const runBrowser = browserAvailable();
const RUN = Date.now().toString(36).slice(-5);
const TIMES = 5;
/** Five rounds of typing key by key take about a minute alone; the machine is shared. */
const TYPING_TIMEOUT = 240_000;

describe.runIf(runBrowser)('dates typed key by key, deletes that land on the list (issue 22)', () => {
  const suite = productInBrowser();
  let page: Page;
  /** GraphQL operations the page sent, in order. */
  const operations: string[] = [];

  beforeAll(async () => {
    // The browser's own locale is American English: the date inputs must still read 'дд.мм.гггг'.
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/New_York' });
    // Every toast the page shows, once each, with its text.
    await context.addInitScript(() => {
      const seen = new WeakSet<Element>();
      const shown: string[] = [];
      (window as unknown as { __toasts: string[] }).__toasts = shown;
      new MutationObserver(() => {
        for (const el of Array.from(document.querySelectorAll('[data-scope="toast"][data-part="root"]'))) {
          if (seen.has(el)) continue;
          seen.add(el);
          shown.push((el as HTMLElement).innerText.trim());
        }
      }).observe(document, { subtree: true, childList: true });
    });
    page = await context.newPage();
    page.on('request', (request: Request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
      if (name) operations.push(name);
    });
    await signIn(page, suite.product.url);
  });

  const gql = <T>(query: string, variables: Record<string, unknown> = {}) => pageGql<T>(page, query, variables);

  const toasts = () => page.evaluate(() => [...(window as unknown as { __toasts: string[] }).__toasts]);
  const clearToasts = () => page.evaluate(() => void (window as unknown as { __toasts: string[] }).__toasts.splice(0));

  async function newCampaign(title: string): Promise<number> {
    return (await gql<{ createCampaign: { id: number } }>('mutation($input: CampaignInput!) { createCampaign(input: $input) { id } }', { input: { title } })).createCampaign.id;
  }

  /** A period's dates from its first to its last day, whole days. */
  const days = (start: string, end: string) => ({ startDate: `${start}T00:00:00.000Z`, endDate: `${end}T23:59:59.999Z` });

  async function newPeriod(campaignId: number, start: string, end: string): Promise<number> {
    return (
      await gql<{ createPeriod: { id: number } }>('mutation($input: PeriodInput!) { createPeriod(input: $input) { id } }', {
        input: { campaignId, ...days(start, end) },
      })
    ).createPeriod.id;
  }

  /** A round's start: the period's dates set back to `start`–`end`, and its page open at the heading `heading`. */
  async function periodPageAt(campaignId: number, periodId: number, start: string, end: string, heading: string) {
    await gql('mutation($id: Int!, $input: PeriodPatch!) { updatePeriod(id: $id, input: $input) { id } }', { id: periodId, input: days(start, end) });
    await page.goto(`${suite.product.url}/app/campaign/${campaignId}/period/${periodId}`);
    await page.getByRole('heading', { name: heading }).waitFor();
  }

  async function storedDates(periodId: number): Promise<string> {
    const { period } = await gql<{ period: { startDate: string; endDate: string } }>('query($id: Int!) { period(id: $id) { startDate endDate } }', { id: periodId });
    return `${period.startDate.slice(0, 10)}–${period.endDate.slice(0, 10)}`;
  }

  /** Empties a day input and types the text one key at a time, as a person does. */
  async function retype(input: Locator, text: string) {
    await input.click();
    await input.press('ControlOrMeta+a');
    await input.press('Backspace');
    await expect.poll(() => input.inputValue()).toBe('');
    await input.pressSequentially(text);
  }

  const typeDay = (label: 'Начало' | 'Окончание', text: string) => retype(page.getByRole('textbox', { name: label, exact: true }), text);

  const startBox = () => page.getByRole('textbox', { name: 'Начало', exact: true });
  const endBox = () => page.getByRole('textbox', { name: 'Окончание', exact: true });

  it(
    'refuses a start typed after the end at the field, saves nothing, then saves the corrected range exactly (5 times)',
    async () => {
      const campaignId = await newCampaign(`E2E даты ${RUN}`);
      const periodId = await newPeriod(campaignId, '2027-06-10', '2027-06-20');
      for (let round = 0; round < TIMES; round++) {
        await periodPageAt(campaignId, periodId, '2027-06-10', '2027-06-20', 'Период: 10 июня 2027 — 20 июня 2027');
        expect(await startBox().getAttribute('placeholder')).toBe('дд.мм.гггг');
        await expect.poll(() => startBox().inputValue()).toBe('10.06.2027');
        await expect.poll(() => endBox().inputValue()).toBe('20.06.2027');

        // The start typed after the end: refused at the field, the end untouched.
        await typeDay('Начало', '25.06.2027');
        await page.getByText('Начало не может быть позже окончания.').waitFor();
        expect(await startBox().inputValue()).toBe('25.06.2027');
        expect(await endBox().inputValue()).toBe('20.06.2027');
        const before = operations.length;
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await expect.poll(() => startBox().getAttribute('aria-invalid')).toBe('true');
        expect(await storedDates(periodId)).toBe('2027-06-10–2027-06-20');

        // The end typed next: the range is valid again and saved exactly as typed.
        await typeDay('Окончание', '30.06.2027');
        expect(await page.getByText('Начало не может быть позже окончания.').count()).toBe(0);
        expect(await startBox().inputValue()).toBe('25.06.2027');
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await page.getByRole('heading', { name: 'Период: 25 июня 2027 — 30 июня 2027' }).waitFor();
        // One save in all: the refused one sent nothing.
        expect(operations.slice(before).filter((name) => name === 'UpdatePeriod')).toEqual(['UpdatePeriod']);
        expect(await storedDates(periodId)).toBe('2027-06-25–2027-06-30');
      }
    },
    TYPING_TIMEOUT,
  );

  it(
    'saves 01.02–10.02 changed to 01.03–31.03 exactly, whatever order the days are typed in (5 times)',
    async () => {
      const campaignId = await newCampaign(`E2E даты 2 ${RUN}`);
      const periodId = await newPeriod(campaignId, '2027-02-01', '2027-02-10');
      for (let round = 0; round < TIMES; round++) {
        await periodPageAt(campaignId, periodId, '2027-02-01', '2027-02-10', 'Период: 1 февраля 2027 — 10 февраля 2027');
        await expect.poll(() => endBox().inputValue()).toBe('10.02.2027');
        // Even rounds type the start first (after the old end for a while), odd ones the end first.
        if (round % 2 === 0) {
          await typeDay('Начало', '01.03.2027');
          await typeDay('Окончание', '31.03.2027');
        } else {
          await typeDay('Окончание', '31.03.2027');
          await typeDay('Начало', '01.03.2027');
        }
        expect(await startBox().inputValue()).toBe('01.03.2027');
        expect(await endBox().inputValue()).toBe('31.03.2027');
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await page.getByRole('heading', { name: 'Период: 1 марта 2027 — 31 марта 2027' }).waitFor();
        expect(await storedDates(periodId)).toBe('2027-03-01–2027-03-31');
      }
    },
    TYPING_TIMEOUT,
  );

  it('refuses a list filter whose start is after its end, and applies it once corrected (the journal)', async () => {
    await page.goto(`${suite.product.url}/app/audit`);
    const from = page.getByRole('textbox', { name: 'С даты', exact: true });
    const to = page.getByRole('textbox', { name: 'По дату', exact: true });
    await retype(to, '10.03.2026');
    await page.waitForURL(/to=2026-03-10/);
    await retype(from, '20.03.2026');
    await page.getByText('Начало не может быть позже окончания.').waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
    expect(await to.inputValue()).toBe('10.03.2026');
    await retype(to, '31.03.2026');
    await page.waitForURL((url) => url.searchParams.get('from') === '2026-03-20' && url.searchParams.get('to') === '2026-03-31');
    const params = new URL(page.url()).searchParams;
    expect([params.get('from'), params.get('to')]).toEqual(['2026-03-20', '2026-03-31']);
    expect(await page.getByText('Начало не может быть позже окончания.').count()).toBe(0);
  });

  /**
   * A kind of delete: how to make a record, its editor's address and route query, and the list the
   * delete must land on.
   */
  interface DeleteKind {
    name: string;
    create: (n: number) => Promise<{ editor: string; list: RegExp }>;
    routeQuery: string;
    deleteMutation: string;
    /** The list's own query, read again after the delete. */
    listQuery: string;
  }

  let regionId = 0;
  let campaignForPeriods = 0;
  const titled = (field: 'createRegion' | 'createAdmEntity' | 'createPlaceType') => async (title: string) =>
    (await gql<Record<string, { id: number }>>(`mutation($input: TitledInput!) { ${field}(input: $input) { id } }`, { input: { title } }))[field]!.id;

  const kinds: DeleteKind[] = [
    {
      name: 'region',
      routeQuery: 'RegionRoute',
      listQuery: 'RegionsRoute',
      deleteMutation: 'DeleteRegion',
      create: async (n) => ({ editor: `/app/region/${await titled('createRegion')(`E2E удаляемый регион ${RUN} ${n}`)}`, list: /\/app\/regions$/ }),
    },
    {
      name: 'adm. entity',
      routeQuery: 'AdmEntityRoute',
      listQuery: 'AdmEntitiesRoute',
      deleteMutation: 'DeleteAdmEntity',
      create: async (n) => ({ editor: `/app/adm-entity/${await titled('createAdmEntity')(`E2E удаляемое МО ${RUN} ${n}`)}`, list: /\/app\/adm-entities$/ }),
    },
    {
      name: 'place type',
      routeQuery: 'PlaceTypeEditor',
      listQuery: 'PlaceTypesRoute',
      deleteMutation: 'DeletePlaceType',
      create: async (n) => ({ editor: `/app/place-types?edit=${await titled('createPlaceType')(`E2E удаляемый тип ${RUN} ${n}`)}`, list: /\/app\/place-types$/ }),
    },
    {
      name: 'city',
      routeQuery: 'CityRoute',
      listQuery: 'CitiesRoute',
      deleteMutation: 'DeleteCity',
      create: async (n) => {
        regionId ||= await titled('createRegion')(`E2E регион городов ${RUN}`);
        const { createCity } = await gql<{ createCity: { id: number } }>('mutation($input: CityInput!) { createCity(input: $input) { id } }', {
          input: { title: `E2E удаляемый город ${RUN} ${n}`, regionId },
        });
        return { editor: `/app/city/${createCity.id}`, list: /\/app\/cities$/ };
      },
    },
    {
      name: 'campaign',
      routeQuery: 'CampaignRoute',
      listQuery: 'CampaignsRoute',
      deleteMutation: 'DeleteCampaign',
      create: async (n) => ({ editor: `/app/campaign/${await newCampaign(`E2E удаляемая кампания ${RUN} ${n}`)}`, list: /\/app\/campaigns$/ }),
    },
    {
      name: 'period',
      routeQuery: 'PeriodRoute',
      listQuery: 'CampaignRoute',
      deleteMutation: 'DeletePeriod',
      create: async (n) => {
        campaignForPeriods ||= await newCampaign(`E2E кампания периодов ${RUN}`);
        const day = String(n + 1).padStart(2, '0');
        const periodId = await newPeriod(campaignForPeriods, `2028-01-${day}`, `2028-01-${day}`);
        return { editor: `/app/campaign/${campaignForPeriods}/period/${periodId}`, list: new RegExp(`/app/campaign/${campaignForPeriods}$`) };
      },
    },
    {
      name: 'product',
      routeQuery: 'ProductRoute',
      listQuery: 'ProductsRoute',
      deleteMutation: 'DeleteProduct',
      create: async (n) => {
        const { createProduct } = await gql<{ createProduct: { id: number } }>('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', {
          input: { title: `E2E удаляемый товар ${RUN} ${n}` },
        });
        return { editor: `/app/product/${createProduct.id}`, list: /\/app\/products$/ };
      },
    },
  ];

  for (const kind of kinds) {
    it(`deletes a ${kind.name}: lands on the list with one success toast, the record never asked again (5 times)`, async () => {
      for (let round = 0; round < TIMES; round++) {
        const { editor, list } = await kind.create(round);
        await page.goto(`${suite.product.url}${editor}`);
        const remove = page.getByRole('button', { name: 'Удалить', exact: true });
        await remove.waitFor();
        await clearToasts();
        await remove.click();
        const dialog = page.getByRole('alertdialog');
        const sentBefore = operations.length;
        const isOperation = (name: string) => (response: { url(): string; request(): Request }) =>
          response.url().endsWith('/graphql') && (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === name;
        const deleted = page.waitForResponse(isOperation(kind.deleteMutation));
        const listed = page.waitForResponse(isOperation(kind.listQuery));
        await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
        await deleted;
        // The list's query answered after the delete: the page is on the list, with its rows read again.
        await listed;
        await page.waitForURL((url) => list.test(url.pathname) && !url.searchParams.has('edit'));
        await page.getByText('Операция выполнена').first().waitFor();
        expect(new URL(page.url()).pathname).not.toBe('/404');
        expect((await toasts()).filter((text) => text.startsWith('Операция выполнена'))).toEqual(['Операция выполнена']);
        // The deleted record's route query was never sent again (it answered NOT_FOUND and sent the page to /404).
        expect(operations.slice(sentBefore)).not.toContain(kind.routeQuery);
      }
    });
  }
});
