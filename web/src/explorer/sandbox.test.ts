// The explorer knows at once when Apollo's origin cannot be reached (issue 39): GraphiQL then, not
// after the Sandbox's timeout.
import { afterEach, describe, expect, it } from 'vitest';
import { mountSandbox, SANDBOX_ORIGIN, type MountedSandbox } from './sandbox';

const HOUR = 3_600_000;
let mounted: MountedSandbox | undefined;
afterEach(() => mounted?.dispose());

function mount(probe: () => Promise<unknown>) {
  const target = document.createElement('div');
  document.body.append(target);
  const endpoint = new URL('http://127.0.0.1/graphql');
  mounted = mountSandbox({ target, endpoint, subscriptionEndpoint: endpoint, timeoutMs: HOUR, probe });
  return mounted;
}

const outcome = (m: MountedSandbox) => Promise.race([m.ready, new Promise((resolve) => setTimeout(() => resolve('pending'), 200))]);

describe('the explorer when offline', () => {
  it("is unavailable as soon as Apollo's origin refuses a request, long before the Sandbox's timeout", async () => {
    expect(await outcome(mount(() => Promise.reject(new TypeError('Failed to fetch'))))).toBe('unavailable');
  });

  it('is unavailable as soon as the browser goes offline', async () => {
    const m = mount(() => new Promise(() => {}));
    window.dispatchEvent(new Event('offline'));
    expect(await outcome(m)).toBe('unavailable');
  });

  it('waits for the Sandbox while its origin answers, is ready when it speaks, and stays after', async () => {
    let fail: (e: unknown) => void = () => {};
    const m = mount(() => new Promise((_, reject) => (fail = reject)));
    expect(await outcome(m)).toBe('pending');
    window.dispatchEvent(new MessageEvent('message', { origin: SANDBOX_ORIGIN, data: {} }));
    expect(await outcome(m)).toBe('ready');
    fail(new TypeError('late'));
    expect(await outcome(m)).toBe('ready');
  });
});
