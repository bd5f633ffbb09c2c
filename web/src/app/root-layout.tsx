import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { messages, useI18n } from '../shared/i18n/i18n';
import { applyLanguage } from '../shared/i18n/language';
import { routeTitle } from './route-handle';

export const APP_TITLE = messages('ru').appTitle;

/** Every route: keeps the tab title and the page language in step, restores scroll positions. */
export function RootLayout() {
  const { t, language } = useI18n();
  const title = routeTitle(useMatches());
  useEffect(() => {
    document.title = title ? `${title} · ${t.appTitle}` : t.appTitle;
  }, [title, t]);
  useEffect(() => {
    applyLanguage(language);
  }, [language]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first navigation resolves the stored user. */
export function FullPageSpinner() {
  const { t } = useI18n();
  return (
    <div className="bo-full-page">
      <span className="chakra-spinner bo-spinner-lg" aria-label={t.loading} />
    </div>
  );
}
