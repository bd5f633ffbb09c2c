// @vitest-environment node
// Builds the app (in memory) and checks the sign-in route and every other route against their
// budgets, so `npm test` catches a dependency that drags a library into a route, not only `npm run build`.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_BUDGETS, ROUTE_RECEIVED_TARGET, ROUTE_TARGET, SIGN_IN_BUDGET } from '../vite.config.ts';
import { routeSize, type ChunkInfo } from './route-size';

/** The routes whose first paint is a form (a record page that opens in edit mode). */
const FORM_ROUTES = ['a person', 'a place', 'a city', 'a region, an adm. entity', 'a campaign', 'a period', 'a product'];

const webDir = fileURLToPath(new URL('..', import.meta.url));
const nodeEnv = process.env.NODE_ENV;

afterEach(() => {
  process.env.NODE_ENV = nodeEnv; // the build switches it to production for its own run
});

describe('the sign-in route', () => {
  it("loads at most 150 kB of gzipped JavaScript, without Apollo Client, Chakra's CSS-in-JS, the toaster, the error texts nor graphql-js's printer; every route within its budgets (gzipped and as received), every /app route held to 279 / 250 kB, no route but the reports with the charts, none with the live socket, the toaster, zod, react-hook-form, rxjs's ES5 build, unused Chakra recipes, the menu drawer or dayjs's locales, the forms' code only where a form is drawn on arrival", async () => {
    const result = await build({ root: webDir, logLevel: 'silent', build: { write: false } });
    const output = Array.isArray(result) ? result[0] : result;
    if (!output || !('output' in output)) throw new Error('vite build answered no output');
    const bundle = Object.fromEntries(output.output.map((item) => [item.fileName, item])) as unknown as Record<string, ChunkInfo>;
    const size = routeSize(bundle, /features[\\/]auth[\\/]login-page\.tsx$/);
    expect([SIGN_IN_BUDGET, ROUTE_TARGET, ROUTE_RECEIVED_TARGET]).toEqual([150_000, 279_000, 250_000]);
    expect(size.gzip).toBeLessThanOrEqual(SIGN_IN_BUDGET);
    const code = size.files.map((file) => bundle[file.fileName]!.code).join('\n');
    expect(code).not.toContain('ROOT_QUERY'); // Apollo's InMemoryCache
    expect(code).not.toContain('toast-group'); // zag's toast machine: loaded when idle or on the first toast
    expect(code).not.toContain('data-emotion'); // emotion, Chakra's CSS-in-JS: the sign-in pages draw without it
    expect(code).not.toContain('TOO_MANY_SUBSCRIPTIONS'); // the error texts: loaded when an error is to be said
    expect(code).not.toContain('extend schema'); // graphql-js's printer: requestGraphQL prints with its own
    // Issue 27: every route measured, each within its budget; the charts only where one is drawn on arrival.
    const routes = ROUTE_BUDGETS.map((route) => {
      const measured = routeSize(bundle, route.screen);
      const js = measured.files.map((file) => bundle[file.fileName]!.code).join('\n');
      return {
        name: route.name,
        within: measured.gzip <= route.budget && measured.received <= (route.received ?? Infinity),
        // Issue 42: every /app route held to the bar.
        bar: route.budget === ROUTE_TARGET && route.received === ROUTE_RECEIVED_TARGET,
        charts: js.includes('chart-legend'), // shared/charts/charts.tsx
        // Issue 27: loaded beside the route or on demand, never with it.
        liveSocket: js.includes('graphql-transport-ws'),
        toaster: js.includes('toast-group'),
        // Issue 42: neither zod (its `$ZodType`) nor react-hook-form (its `validatingFields`): the forms'
        // own schemas and state (shared/form/schema.ts, use-form.ts).
        zod: js.includes('$ZodType'),
        reactHookForm: /[`'"]validatingFields[`'"]/.test(js),
        // Issue 27: the forms' code (schema.ts's type error) only where a form is drawn on arrival; a
        // list's dialogs and inline editors load it on demand (shared/ui/on-demand.tsx).
        forms: js.includes('Invalid input'),
        // The /app shell: rxjs's ES2015 build (vite.config.ts rxjsAlias), not its ES5 one with tslib's
        // class helper; only the Chakra recipes the app draws (app/app-theme.ts).
        rxjsEs5: js.includes('is not a constructor or null'),
        unusedRecipes: /chakra-(accordion|combobox|menu|tabs|tooltip|slider|steps|timeline)\b/.test(js),
        // The phones' menu drawer (app/layout/menu-drawer.tsx) loads when idle or on its button's press.
        menuDrawer: js.includes('drawer-user'),
        // Dates are written by shared/format.ts itself: dayjs's locales are on no route.
        dayjsLocales: js.includes('через %s'),
      };
    });
    expect(routes).toEqual(
      ROUTE_BUDGETS.map((route) => ({
        name: route.name,
        within: true,
        bar: !['sign-in route', 'password reminder route'].includes(route.name),
        // the reports screen; the tickets list's processor panel loads apart (issue 42)
        charts: route.name === '/app/reports',
        liveSocket: false,
        toaster: false,
        zod: false,
        reactHookForm: false,
        forms: FORM_ROUTES.includes(route.name),
        rxjsEs5: false,
        unusedRecipes: false,
        menuDrawer: false,
        dayjsLocales: false,
      })),
    );
  }, 120_000);
});
