// The system Chromium driven by playwright-core (never a downloaded browser).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from './product';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

/** Whether the browser tests can run; without Chromium they are skipped loudly, or fail under E2E_REQUIRED=1. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const line = `!!! Browser tests SKIPPED: no Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`;
  if (process.env.E2E_REQUIRED === '1') throw new Error(`${line} (E2E_REQUIRED=1 makes this a failure)`);
  console.warn(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * Waits until the page's finite CSS transitions and animations have finished (Chakra fades colours
 * after a theme switch or a hover): axe measures, and a screenshot shows, the final colours. Two
 * frames first, so that the transitions the last change started are running. Endless animations
 * (spinners) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
