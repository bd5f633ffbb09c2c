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
