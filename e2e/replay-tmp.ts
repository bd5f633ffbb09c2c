import { launchBrowser, signedInPage } from './lib/bench';
const url = 'http://127.0.0.1:4720';
const phone = process.argv[2]!;
const routes = process.argv.slice(3);
const browser = await launchBrowser();
const page = await signedInPage(browser, url, phone);
for (const route of routes) {
  const bodies: string[] = [];
  const on = (r: any) => { if (r.url().endsWith('/graphql') && r.method() === 'POST') bodies.push(r.postData()); };
  page.on('request', on);
  await page.goto(url + route);
  await page.waitForLoadState('networkidle');
  page.off('request', on);
  for (const body of bodies) {
    const times = await page.evaluate(async (b) => {
      const out: number[] = [];
      for (let i = 0; i < 5; i++) { const t = performance.now(); const r = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: b }); await r.text(); out.push(Math.round(performance.now() - t)); }
      return out;
    }, body);
    console.log(route, JSON.parse(body).operationName, times.join(' '), JSON.stringify(JSON.parse(body).variables).slice(0, 150));
  }
}
await browser.close();
