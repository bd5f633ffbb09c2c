import { isRouteErrorResponse, Link as RouterLink, useParams, useRouteError } from 'react-router-dom';
import { useI18n } from '../shared/i18n/i18n';
import { isChunkLoadError } from '../shared/load-chunk';
import { paths } from '../shared/paths';

export interface ErrorViewProps {
  code?: string;
  details?: string;
  /** Inside the /app layout the page is a section body; elsewhere it fills the window. */
  embedded?: boolean;
  /** Show a retry button that loads the page again (a failed chunk). */
  retry?: boolean;
}

const KNOWN_CODES = ['403', '404', '500'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnown = (code: string | undefined): code is KnownCode => KNOWN_CODES.includes(code as KnownCode);

/**
 * Drawn without Chakra's runtime (issue 27), with the styles Chakra gave it (`shared/ui/plain.css`):
 * a route whose chunk failed to load shows it without loading anything more.
 */
export function ErrorView({ code, details, embedded, retry }: ErrorViewProps) {
  const { t } = useI18n();
  const page = isKnown(code) ? t.errors[code] : t.errors.generic;
  const Frame = embedded ? 'section' : 'main';
  return (
    <Frame className={embedded ? 'bo-error bo-error-embedded' : 'bo-error'} id={embedded ? undefined : 'main'}>
      <div className="bo-error-box">
        {code && (
          <p className="bo-error-code" aria-hidden="true">
            {code}
          </p>
        )}
        <h1 className="chakra-heading bo-error-title">{page.title}</h1>
        <p className="bo-error-text">{page.text}</p>
        {details && <p className="bo-error-details">{details}</p>}
        <div className="chakra-stack bo-error-actions">
          {retry && (
            <button type="button" className="chakra-button bo-button-md" onClick={() => window.location.reload()}>
              {t.errors.retry}
            </button>
          )}
          <RouterLink className={retry ? 'chakra-button bo-button-md-outline' : 'chakra-button bo-button-md'} to={paths.app}>
            {t.errors.home}
          </RouterLink>
        </div>
      </div>
    </Frame>
  );
}

/** `/error/:code?`; `/404` passes its code. */
export function ErrorPage({ code: fixedCode }: { code?: string }) {
  const { code } = useParams();
  return <ErrorView code={fixedCode ?? code} />;
}

/** Any path no route matches (spec §2: unknown paths show the error page). */
export function NotFoundPage({ embedded }: { embedded?: boolean }) {
  return <ErrorView code="404" embedded={embedded} />;
}

/** Errors thrown while loading or rendering a route; a chunk that failed or timed out offers a retry. */
export function RouteErrorBoundary() {
  const { t } = useI18n();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorView code={String(error.status)} />;
  if (isChunkLoadError(error)) return <ErrorView details={t.errors.chunk} retry />;
  return <ErrorView details={error instanceof Error ? error.message : undefined} retry />;
}
