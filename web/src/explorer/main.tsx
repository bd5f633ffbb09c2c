// The GraphQL explorer at /graphql (and /explorer) for a browser, an entry of its own (never on the
// back-office's routes), with the session cookie of the back-office; a visitor is sent to sign in.
// The Apollo Sandbox when the browser can reach it (sandbox.ts), else GraphiQL bundled here, so it
// works on a closed network; both with the back-office's own operations as examples.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode, useEffect, useRef, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { messagesOf } from '../shared/i18n/define';
import { applyLanguage, getLanguage } from '../shared/i18n/language';
import * as generated from '../__generated__/graphql';
import { examplesFrom, initialOperation, type Example, type InitialOperation } from './examples';
import { explorerMessages } from './messages';
import { EXPLORER_HEADERS, mountSandbox } from './sandbox';

const t = messagesOf(explorerMessages, getLanguage());
const theme: 'light' | 'dark' = (() => {
  try {
    // The app's theme (shared/theme/color-mode.ts): the user's pick, else the system's.
    const stored = localStorage.getItem('bo.theme');
    if (stored === 'dark' || stored === 'light.blue' || stored === 'light') return stored === 'dark' ? 'dark' : 'light';
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
})();

const endpoint = new URL('/graphql', window.location.href);
const wsEndpoint = new URL(endpoint);
wsEndpoint.protocol = endpoint.protocol === 'https:' ? 'wss:' : 'ws:';

const fetcher = createGraphiQLFetcher({ url: endpoint.href, subscriptionUrl: wsEndpoint.href, headers: EXPLORER_HEADERS, wsConnectionParams: { explorer: true } });
const examples = examplesFrom(generated as Record<string, unknown>);

/** How long the Apollo Sandbox has to answer before GraphiQL is shown instead. */
const SANDBOX_TIMEOUT_MS = 4000;

type Session = 'checking' | 'visitor' | 'signed-in' | 'unreachable';

async function checkSession(): Promise<Session> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...EXPLORER_HEADERS },
      body: JSON.stringify({ query: 'query ExplorerSession { me { id } }' }),
    });
    const body = (await response.json()) as { data?: { me?: { id: number } | null } };
    return body.data?.me ? 'signed-in' : 'visitor';
  } catch {
    return 'unreachable';
  }
}

const boxStyle = {
  maxWidth: 480,
  margin: '15vh auto',
  padding: 24,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  lineHeight: 1.5,
  border: '1px solid #d4d4d8',
  borderRadius: 8,
  background: theme === 'dark' ? '#18181b' : '#fff',
  color: theme === 'dark' ? '#fafafa' : '#18181b',
} as const;
const linkStyle = { color: theme === 'dark' ? '#93c5fd' : '#1d4ed8', marginRight: 16 } as const;

function Explorer() {
  const [session, setSession] = useState<Session>('checking');
  useEffect(() => {
    void checkSession().then(setSession);
  }, []);

  if (session === 'signed-in') return <Workbench />;
  return (
    <main style={{ minHeight: '100%', background: theme === 'dark' ? '#09090b' : '#f4f4f5', overflow: 'auto' }}>
      <div style={boxStyle} role={session === 'checking' ? 'status' : 'alert'}>
        <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>{t.title}</h1>
        {session === 'checking' && <p>{t.checking}</p>}
        {session === 'unreachable' && <p>{t.unreachable}</p>}
        {session === 'visitor' && (
          <>
            <p>{t.signInNeeded}</p>
            <p>
              <a style={linkStyle} href="/user/login">
                {t.signIn}
              </a>
            </p>
          </>
        )}
        {session !== 'checking' && (
          <p>
            <a style={linkStyle} href="/app">
              {t.back}
            </a>
          </p>
        )}
      </div>
    </main>
  );
}

type Mode = 'loading' | 'sandbox' | 'graphiql';

function parseVariables(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const barStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  flexWrap: 'wrap',
  padding: '6px 12px',
  fontFamily: boxStyle.fontFamily,
  fontSize: 14,
  borderBottom: '1px solid #d4d4d8',
  background: theme === 'dark' ? '#18181b' : '#fff',
  color: theme === 'dark' ? '#fafafa' : '#18181b',
};

/** The signed-in explorer: a bar (examples, which explorer, back) over the Sandbox or GraphiQL. */
function Workbench() {
  const [mode, setMode] = useState<Mode>(() => (new URLSearchParams(window.location.search).get('explorer') === 'graphiql' ? 'graphiql' : 'loading'));
  const [fellBack, setFellBack] = useState(false);
  const [initial, setInitial] = useState<InitialOperation | null>(() => initialOperation(window.location.search, examples));
  const [generation, setGeneration] = useState(0);
  const sandboxTarget = useRef<HTMLDivElement>(null);
  const sandboxWanted = mode !== 'graphiql';

  useEffect(() => {
    if (!sandboxWanted || !sandboxTarget.current) return;
    let active = true;
    const mounted = mountSandbox({
      target: sandboxTarget.current,
      endpoint,
      subscriptionEndpoint: wsEndpoint,
      document: initial?.query,
      variables: parseVariables(initial?.variables),
      timeoutMs: SANDBOX_TIMEOUT_MS,
    });
    void mounted.ready.then((outcome) => {
      if (!active) return;
      setMode(outcome === 'ready' ? 'sandbox' : 'graphiql');
      setFellBack(outcome !== 'ready');
    });
    return () => {
      active = false;
      mounted.dispose();
    };
  }, [sandboxWanted, initial, generation]);

  const choose = (example: Example) => {
    setInitial({ name: example.name, query: example.source, variables: '' });
    setGeneration((g) => g + 1);
    const params = new URLSearchParams(window.location.search);
    params.delete('query');
    params.delete('variables');
    params.set('operation', example.name);
    window.history.replaceState(null, '', `${window.location.pathname}?${params}`);
  };
  const switchTo = (next: 'sandbox' | 'graphiql') => {
    setFellBack(false);
    setMode(next === 'sandbox' ? 'loading' : 'graphiql');
  };
  const groups = (['query', 'mutation', 'subscription'] as const).map((kind) => [kind, examples.filter((e) => e.kind === kind)] as const);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <nav style={barStyle} aria-label={t.title}>
        <strong>{t.title}</strong>
        <label>
          {t.examples}{' '}
          <select
            value={initial?.name ?? ''}
            onChange={(e) => {
              const example = examples.find((x) => x.name === e.target.value);
              if (example) choose(example);
            }}
          >
            <option value="" disabled>
              {t.chooseExample}
            </option>
            {groups.map(([kind, list]) => (
              <optgroup key={kind} label={t.kinds[kind]}>
                {list.map((e) => (
                  <option key={e.name} value={e.name}>
                    {e.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        {mode === 'graphiql' ? (
          <button type="button" onClick={() => switchTo('sandbox')}>
            {t.useSandbox}
          </button>
        ) : (
          <button type="button" onClick={() => switchTo('graphiql')}>
            {t.useGraphiQL}
          </button>
        )}
        {fellBack && <span role="status">{t.sandboxUnavailable}</span>}
        <a style={{ ...linkStyle, marginLeft: 'auto' }} href="/app">
          {t.back}
        </a>
      </nav>
      <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        {sandboxWanted && <div id="sandbox" ref={sandboxTarget} data-testid="sandbox" style={{ position: 'absolute', inset: 0 }} />}
        {mode === 'loading' && (
          <main style={{ position: 'absolute', inset: 0, background: theme === 'dark' ? '#09090b' : '#f4f4f5' }}>
            <div style={boxStyle} role="status">
              <p>{t.loadingSandbox}</p>
            </div>
          </main>
        )}
        {mode === 'graphiql' && (
          <div style={{ position: 'absolute', inset: 0 }}>
            <GraphiQL key={generation} fetcher={fetcher} forcedTheme={theme} defaultQuery={t.defaultQuery} initialQuery={initial?.query} initialVariables={initial?.variables} />
          </div>
        )}
      </div>
    </div>
  );
}

applyLanguage();
document.documentElement.classList.toggle('graphiql-dark', theme === 'dark');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
