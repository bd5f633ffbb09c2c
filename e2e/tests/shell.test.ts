/// <reference lib="dom" />
// The application shell in Chromium: sign-in and its errors, the password reminder, sign-out, route
// guards, the 403/404 pages, the theme kept across a reload, the drawer on a phone, and axe-core on
// the sign-in page and the shell in both themes. Screenshots land in e2e/screenshots/shell-*.png.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../lib/axe';
import { browserAvailable, screenshot } from '../lib/browser';
import { productInBrowser, setTheme } from '../lib/suite';

const runBrowser = browserAvailable();
const ADMIN = '+79990000001';
const VENDOR = '+79990000004';
const PASSWORD = 'demo1234';

describe.runIf(runBrowser)('the application shell in Chromium', () => {
  const suite = productInBrowser();
  const contexts: BrowserContext[] = [];

  async function newPage(width = 1280, height = 800): Promise<Page> {
    const context = await suite.browser.newContext({ viewport: { width, height }, locale: 'ru-RU' });
    contexts.push(context);
    return context.newPage();
  }

  async function signIn(page: Page, phone: string, password = PASSWORD) {
    await page.goto(`${suite.product.url}/user/login`);
    await page.getByLabel('Телефон').fill(phone);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
  }

  async function expectNoSeriousViolations(page: Page, where: string) {
    const violations = await seriousViolations(page);
    expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }

  it('signs in: refuses a bad phone and a wrong password, then opens /app/profile', async () => {
    const page = await newPage();
    await signIn(page, '+7999', PASSWORD);
    await page.getByText('Введите номер: +7 и 10 цифр.').waitFor();
    await signIn(page, ADMIN, 'wrong-password');
    await page.getByText('Вы ввели неверные данные.').first().waitFor();
    await screenshot(page, 'shell-login-error');
    await signIn(page, ADMIN);
    await page.waitForURL('**/app/profile');
    await page.getByText('Авторизация успешно выполнена.').first().waitFor();
    await page.getByRole('heading', { name: 'Профиль' }).waitFor();
  });

  it('keeps a visitor out of /app and sends a signed-out user to the sign-in page', async () => {
    const page = await newPage();
    await page.goto(`${suite.product.url}/app/reports`);
    await page.waitForURL('**/user/login');
    await signIn(page, ADMIN);
    await page.waitForURL('**/app/profile');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL('**/user/login');
    await page.goto(`${suite.product.url}/app/tickets`);
    await page.waitForURL('**/user/login');
  });

  it('asks for a password reminder and answers with a notification', async () => {
    const page = await newPage();
    await page.goto(`${suite.product.url}/user/login`);
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await page.waitForURL('**/user/remind');
    await page.getByRole('heading', { name: 'Восстановление пароля' }).waitFor();
    await screenshot(page, 'shell-remind');
    await page.getByLabel('Телефон').fill('+79990000003');
    await page.getByRole('button', { name: 'Получить пароль' }).click();
    // The API's answer as the notification, and back to the sign-in.
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    await screenshot(page, 'shell-remind-answer');
    expect(await toast.innerText()).toMatch(/^Новый пароль отправлен в SMS на номер \+79990000003\.\s*$/);
    await page.waitForURL('**/user/login');
  });

  it('sends the demo vendor from the reports to 403 and hides sections it may not open', async () => {
    const page = await newPage();
    await signIn(page, VENDOR);
    await page.waitForURL('**/app/profile');
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    await nav.getByRole('link', { name: 'Главная' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Главная', 'Сообщения', 'Чеки', 'Места']);
    await page.goto(`${suite.product.url}/app/reports`);
    await page.waitForURL('**/error/403');
    await page.getByRole('heading', { name: 'Доступ запрещён' }).waitFor();
    await screenshot(page, 'shell-403');
  });

  it('shows the error page for /404 and for any unknown path', async () => {
    const page = await newPage();
    await page.goto(`${suite.product.url}/404`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await screenshot(page, 'shell-404');
    await page.goto(`${suite.product.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await signIn(page, ADMIN);
    await page.waitForURL('**/app/profile');
    await page.goto(`${suite.product.url}/app/no-such-section`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.getByRole('navigation', { name: 'Разделы' }).waitFor();
    await screenshot(page, 'shell-404-in-app');
  });

  it('keeps the dark theme across a reload; the sign-in page has no serious axe violations in either theme', async () => {
    const page = await newPage();
    await page.goto(`${suite.product.url}/user/login`);
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await expectNoSeriousViolations(page, 'sign-in, light');
    await screenshot(page, 'shell-login-light');
    await setTheme(page, 'dark');
    await page.reload();
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('bo.theme'))).toBe('dark');
    await expectNoSeriousViolations(page, 'sign-in, dark');
    await screenshot(page, 'shell-login-dark');

    // The language: Russian by default, English for the shell by the switch, kept across a reload.
    await page.getByTestId('language-switch').selectOption('en');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expectNoSeriousViolations(page, 'sign-in, dark, English');
    await screenshot(page, 'shell-login-dark-en');
    // Spanish, and English right to left (the document mirrored).
    await page.getByTestId('language-switch').selectOption('es');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByTestId('language-switch').selectOption('en-RTL');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'en']);
    await screenshot(page, 'shell-login-dark-en-rtl');
    await page.getByTestId('language-switch').selectOption('ru');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
  });

  it('has no serious axe violations in the shell, light and dark, and moves the focus to the content', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await page.waitForURL('**/app/profile');
    // The profile card itself (not only the header) shows the signed-in user's data.
    await page.getByRole('main').getByText('+79990000001').waitFor();
    await page.getByRole('main').getByText('активный').waitFor();
    await page.getByText('Авторизация успешно выполнена.').first().waitFor({ state: 'detached' });
    await expectNoSeriousViolations(page, 'profile, light');
    await screenshot(page, 'shell-profile-light');

    await page.getByRole('link', { name: 'Чеки' }).click();
    await page.waitForURL('**/app/tickets');
    await page.locator('tbody tr').first().waitFor();
    await setTheme(page, 'dark');
    await expectNoSeriousViolations(page, 'tickets, dark');
    await screenshot(page, 'shell-tickets-dark');

    await page.goto(`${suite.product.url}/app/place/1/ticket/2`);
    await page.getByRole('navigation', { name: 'Путь' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Путь' }).innerText()).toMatch(/Главная.*Места.*Чек/s);

    // Keyboard: the first Tab reaches the skip link, Enter moves the focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'shell-skip-link-dark');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return getComputedStyle(el).outlineStyle;
    });
    expect(outline).not.toBe('none');
    await setTheme(page, 'light');
  });

  it('turns the sidebar into a drawer at 375 and 768 px, not at 1024', async () => {
    const page = await newPage(375, 760);
    await signIn(page, ADMIN);
    await page.waitForURL('**/app/profile');
    await page.getByText('Авторизация успешно выполнена.').first().waitFor({ state: 'detached' });
    expect(await page.getByRole('navigation', { name: 'Разделы' }).isVisible()).toBe(false);
    await screenshot(page, 'shell-phone-light');
    await page.getByRole('button', { name: 'Меню' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('navigation', { name: 'Разделы' }).waitFor();
    // The header has no room for the user on a phone; the drawer shows who is signed in.
    expect(await drawer.getByTestId('drawer-user').innerText()).toMatch(/Анна Смирнова\s+Администратор/);
    // zag hides the page behind the drawer one frame after it opens, and the drawer slides and fades
    // in: check (and photograph) the settled state.
    await expect.poll(() => page.evaluate(() => document.getElementById('root')?.getAttribute('aria-hidden'))).toBe('true');
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expectNoSeriousViolations(page, 'drawer, light');
    await screenshot(page, 'shell-drawer-light');
    await drawer.getByRole('link', { name: 'Чеки' }).click();
    await page.waitForURL('**/app/tickets');
    await drawer.waitFor({ state: 'detached' });
    await setTheme(page, 'dark');
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: 'Разделы' }).waitFor();
    // zag hides the page behind the drawer one frame after it opens, and the drawer slides and fades
    // in: check (and photograph) the settled state.
    await expect.poll(() => page.evaluate(() => document.getElementById('root')?.getAttribute('aria-hidden'))).toBe('true');
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expectNoSeriousViolations(page, 'drawer, dark');
    await screenshot(page, 'shell-drawer-dark');
    // A tablet has the drawer too (docs/adr/0089-the-sections-drawer-below-1024-px.md); from 1024 px the sidebar.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const sections = page.getByRole('navigation', { name: 'Разделы' });
    const menu = page.getByRole('button', { name: 'Меню' });
    await page.setViewportSize({ width: 768, height: 900 });
    expect([await sections.isVisible(), await menu.isVisible()]).toEqual([false, true]);
    await page.setViewportSize({ width: 1024, height: 900 });
    expect([await sections.isVisible(), await menu.isVisible()]).toEqual([true, false]);
  });
});
