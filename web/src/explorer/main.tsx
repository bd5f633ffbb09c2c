// The GraphQL explorer the product serves itself at /graphql (and /explorer) for a browser: GraphiQL
// bundled by Vite as an entry of its own (never on the back-office's routes), so it works on a
// closed network. It runs with the session cookie of the back-office; a visitor is sent to sign in.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { messagesOf } from '../shared/i18n/define';
import { getLanguage } from '../shared/i18n/language';
import { explorerMessages } from './messages';

const t = messagesOf(explorerMessages, getLanguage());
const theme: 'light' | 'dark' = (() => {
  try {
    return localStorage.getItem('bo.theme') === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
})();

const endpoint = new URL('/graphql', window.location.href);
const wsEndpoint = new URL(endpoint);
wsEndpoint.protocol = endpoint.protocol === 'https:' ? 'wss:' : 'ws:';

const fetcher = createGraphiQLFetcher({ url: endpoint.href, subscriptionUrl: wsEndpoint.href });

type Session = 'checking' | 'visitor' | 'signed-in' | 'unreachable';

async function checkSession(): Promise<Session> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
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

  if (session === 'signed-in') return <GraphiQL fetcher={fetcher} forcedTheme={theme} defaultQuery={t.defaultQuery} />;
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

document.documentElement.lang = getLanguage();
document.documentElement.classList.toggle('graphiql-dark', theme === 'dark');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
