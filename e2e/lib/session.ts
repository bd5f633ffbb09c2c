/// <reference lib="dom" />
// A staff member's session in a test page: the sign-in a person makes, and GraphQL calls made by the
// page itself (with its session cookie), for a test's own setup and checks.
import type { Page } from 'playwright-core';

/** Signs in through the sign-in page as a person does and waits for the profile. */
export async function signIn(page: Page, productUrl: string, phone = '+79990000001', password = 'demo1234'): Promise<void> {
  await page.goto(`${productUrl}/user/login`);
  await page.getByLabel('Телефон').fill(phone);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/app/profile');
}

/**
 * A GraphQL operation sent by the page with its session, as the explorer sends one (`x-graphql-explorer`:
 * a staff session's own documents; the app's pages send the listed ids only, docs/adr/0030-trusted-operations.md);
 * its data, or an error naming the errors.
 */
export async function pageGql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = (await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-explorer': '1' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  )) as { data?: T; errors?: unknown };
  if (!answer.data || answer.errors) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** Signs in to the REST API as the mobile app does: the person's id and access token. */
export async function apiLogin(apiUrl: string, phone: string, password = 'demo1234'): Promise<{ id: number; token: string }> {
  const response = await fetch(`${apiUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const body = (await response.json()) as { id: number; accessToken: string };
  return { id: body.id, token: body.accessToken };
}

/** A GraphQL operation sent from the test itself with `token` (none: signed out); its data, or an error naming the errors. */
export async function gatewayGql<T>(productUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${productUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data!;
}
