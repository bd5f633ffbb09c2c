// The pieces of the pages drawn without Chakra's runtime (issue 27: the sign-in and reminder pages,
// the error pages and the first spinner load no CSS-in-JS): plain elements with the classes of
// `plain.css`, which holds the very styles Chakra gave these elements. /app's header and sidebar
// draw the same marks with Chakra (`brand-mark.tsx`, `shell-settings.tsx`).
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, useI18n } from '../i18n/i18n';
import { htmlLang, isLanguage } from '../i18n/language';
import { useColorMode } from '../theme/color-mode';

export function SunIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="10" cy="10" r="3.6" />
      <path d="M9.2 1.5h1.6v3H9.2zM9.2 15.5h1.6v3H9.2zM1.5 9.2h3v1.6h-3zM15.5 9.2h3v1.6h-3zM3.4 4.5l1.1-1.1 2.1 2.1-1.1 1.1zM13.4 14.5l1.1-1.1 2.1 2.1-1.1 1.1zM3.4 15.5l2.1-2.1 1.1 1.1-2.1 2.1zM13.4 5.5l2.1-2.1 1.1 1.1-2.1 2.1z" />
    </svg>
  );
}

export function MoonIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M16.5 12.6A7 7 0 0 1 7.4 3.5a7 7 0 1 0 9.1 9.1Z" />
    </svg>
  );
}

/** The programme's mark: a receipt. */
export function BrandGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" fill="currentColor" aria-hidden="true">
      <path d="M5 2.5h14v19l-2.33-1.6L14.33 21.5 12 19.9l-2.33 1.6-2.34-1.6L5 21.5z" opacity=".95" />
      <path d="M8 7h8v1.6H8zM8 10.5h8v1.6H8zM8 14h5v1.6H8z" fill="#2563eb" />
    </svg>
  );
}

/** The programme's mark on its blue tile, 40 px (the sign-in pages). */
export function PlainBrandMark() {
  return (
    <div className="bo-brand-mark">
      <BrandGlyph />
    </div>
  );
}

/**
 * What the theme toggle and the language switch show and do: one rule for the sign-in pages'
 * `PlainSettings` and /app's header (`ShellSettings`), which draw it with and without Chakra.
 */
export function useShellSettings() {
  const { t, language, setLanguage } = useI18n();
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return {
    theme: {
      'aria-label': dark ? t.header.themeLight : t.header.themeDark,
      title: dark ? t.header.themeLight : t.header.themeDark,
      onClick: toggleColorMode,
      'data-testid': 'theme-toggle',
      children: dark ? <SunIcon /> : <MoonIcon />,
    },
    language: {
      'aria-label': t.header.language,
      title: t.header.language,
      value: language,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      },
      'data-testid': 'language-switch',
      children: LANGUAGES.map((option) => (
        <option key={option} value={option} lang={htmlLang(option)}>
          {LANGUAGE_NAMES[option]}
        </option>
      )),
    },
  };
}

/** The theme toggle and the language switch of the sign-in pages (`ShellSettings` in /app's header). */
export function PlainSettings() {
  const { theme, language } = useShellSettings();
  return (
    <div className="chakra-stack bo-settings">
      <button type="button" className="chakra-button bo-icon-button" {...theme} />
      <select className="bo-language" {...language} />
    </div>
  );
}

/** Chakra's spinner, as a button draws it while it waits. */
export function PlainSubmit({ loading, children }: { loading: boolean; children: string }) {
  return (
    <button type="submit" className="chakra-button bo-button-lg" data-loading={loading ? '' : undefined} disabled={loading}>
      {loading ? (
        <span className="bo-button-loading">
          <div className="bo-button-spinner">
            <span className="chakra-spinner bo-button-spinner-icon" />
          </div>
          <span className="bo-button-label">{children}</span>
        </span>
      ) : (
        children
      )}
    </button>
  );
}

/** Chakra's field: a label, the input, the error under it (`aria-invalid`, `aria-errormessage`). */
export function PlainField({ label, error, ...input }: { label: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const invalid = error ? '' : undefined;
  return (
    <div id={`field::${id}`} role="group" className="chakra-field__root bo-field" data-invalid={invalid}>
      <label id={`field::${id}::label`} htmlFor={id} className="chakra-field__label bo-field-label" data-invalid={invalid}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="chakra-input bo-input"
        aria-invalid={error ? true : undefined}
        data-invalid={invalid}
        aria-errormessage={error ? `field::${id}::error-text` : undefined}
      />
      {error && (
        <span id={`field::${id}::error-text`} aria-live="polite" className="chakra-field__errorText bo-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Chakra's error alert (subtle, small) with its indicator. */
export function PlainErrorAlert({ children }: { children: string }) {
  return (
    <div role="alert" className="chakra-alert__root bo-alert">
      <span className="bo-alert-indicator">
        <svg viewBox="0 0 24 24" className="bo-alert-icon">
          <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
        </svg>
      </span>
      <div className="chakra-alert__title bo-alert-title">{children}</div>
    </div>
  );
}
