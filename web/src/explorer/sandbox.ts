// The Apollo Sandbox embedded in the explorer page. The Sandbox runs in an iframe of Apollo's origin
// and never holds the session: every operation it runs (introspection, queries, mutations,
// subscriptions) is posted to this page, which sends it to this origin's `/graphql` with the HttpOnly
// session cookie (`handleRequest`; @apollo/sandbox's relay accepts messages only from the Sandbox's
// origin). Whether the Sandbox can load is known from its first message: none within `timeoutMs`
// (a closed network, a blocked domain) and the caller shows GraphiQL instead. When the page knows
// sooner (issue 39: the browser offline, or going offline, or Apollo's origin refusing a plain
// request at once: no internet, no such host), GraphiQL comes at once.
import { ApolloSandbox } from '@apollo/sandbox';
import { messagesOf } from '../shared/i18n/define';
import { explorerMessages } from './messages';

export const SANDBOX_ORIGIN = 'https://sandbox.embed.apollographql.com';

/**
 * What tells the gateway an operation comes from the explorer, which sends documents of its own (a
 * staff session's; the back-office's pages send the listed ids only): a header no foreign page can
 * send with the cookie (docs/adr/0030-trusted-operations.md). On the WebSocket, `connectionParams.explorer`.
 */
export const EXPLORER_HEADERS = { 'x-graphql-explorer': '1' } as const;

export interface SandboxOptions {
  target: HTMLElement;
  endpoint: URL;
  subscriptionEndpoint: URL;
  document?: string;
  variables?: Record<string, unknown>;
  timeoutMs: number;
  /** Reaches Apollo's origin; rejects when it cannot (default: a no-cors request without cookies). */
  probe?: () => Promise<unknown>;
}

export interface MountedSandbox {
  /** 'ready' once the Sandbox has spoken; 'unavailable' when it could not load (it is then removed). */
  ready: Promise<'ready' | 'unavailable'>;
  dispose(): void;
}

/** Only the gateway's own endpoint, with the cookie of this origin and nothing else. */
export function sameOriginRequest(endpoint: URL) {
  return (url: string, options: Omit<RequestInit, 'headers'> & { headers: Record<string, string> }): Promise<Response> => {
    if (new URL(url, endpoint).href !== endpoint.href) {
      return Promise.reject(new Error(messagesOf(explorerMessages).onlyOwnEndpoint(endpoint.href)));
    }
    return fetch(endpoint, { ...options, headers: { ...options.headers, ...EXPLORER_HEADERS }, credentials: 'same-origin' });
  };
}

export function mountSandbox(options: SandboxOptions): MountedSandbox {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { ready: Promise.resolve('unavailable'), dispose: () => {} };
  }
  let sandbox: InstanceType<typeof ApolloSandbox> | null = null;
  let settle: (outcome: 'ready' | 'unavailable') => void = () => {};
  const ready = new Promise<'ready' | 'unavailable'>((resolve) => (settle = resolve));
  let spoke = false;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== SANDBOX_ORIGIN) return;
    spoke = true;
    clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    settle('ready');
  };
  const dispose = () => {
    clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    window.removeEventListener('offline', offline);
    sandbox?.dispose();
    sandbox = null;
  };
  const timer = setTimeout(() => {
    dispose();
    settle('unavailable');
  }, options.timeoutMs);
  window.addEventListener('message', onMessage);
  // Once the Sandbox has spoken it stays (it says itself when its requests fail).
  const offline = () => {
    if (spoke) return;
    dispose();
    settle('unavailable');
  };
  window.addEventListener('offline', offline, { once: true });
  const probe = options.probe ?? (() => fetch(SANDBOX_ORIGIN, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' }));
  probe().catch(offline);
  try {
    sandbox = new ApolloSandbox({
      target: options.target,
      initialEndpoint: options.endpoint.href,
      initialSubscriptionEndpoint: options.subscriptionEndpoint.href,
      initialState: {
        document: options.document,
        variables: options.variables as never,
        includeCookies: false,
        pollForSchemaUpdates: false,
      },
      handleRequest: sameOriginRequest(options.endpoint),
      endpointIsEditable: false,
      hideCookieToggle: true,
      runTelemetry: false,
      // The iframe is sized by the page's stylesheet: no style attribute (a Content-Security-Policy may forbid them).
      allowDynamicStyles: false,
    });
  } catch {
    dispose();
    settle('unavailable');
  }
  return { ready, dispose };
}
