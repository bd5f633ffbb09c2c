// The language of the interface (spec §1): Russian (the default), English, Spanish, and English laid
// out right to left; read from local storage, switched in the header. `<html lang>` and `<html dir>`
// follow (index.html sets them before the first paint).
export type Language = 'ru' | 'en' | 'es' | 'en-RTL';
export const LANGUAGES: readonly Language[] = ['ru', 'en', 'es', 'en-RTL'];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'bo.language';
/** How each language names itself in the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  es: 'Español',
  'en-RTL': 'English (RTL)',
};

/** The texts a language reads: English right to left uses the English texts. */
export type TextLanguage = 'ru' | 'en' | 'es';
export const textLanguage = (language: Language): TextLanguage => (language === 'en-RTL' ? 'en' : language);

/** The BCP 47 tag for `<html lang>` and `lang` attributes. */
export const htmlLang = (language: Language): string => textLanguage(language);

/** The locale of dates, numbers and plurals (Intl). */
export const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB', es: 'es-ES', 'en-RTL': 'en-GB' };
export const localeOf = (language: Language = getLanguage()): string => LOCALES[language];

/**
 * The locale of Chakra's `LocaleProvider`, which derives the direction from the locale's script:
 * English right to left is English written with an RTL script subtag (`en-Arab-GB` → rtl); Intl
 * has no data for it and formats as English.
 */
export const uiLocaleOf = (language: Language = getLanguage()): string => (language === 'en-RTL' ? 'en-Arab-GB' : LOCALES[language]);

export type Direction = 'ltr' | 'rtl';
export const directionOf = (language: Language = getLanguage()): Direction => (language === 'en-RTL' ? 'rtl' : 'ltr');

/**
 * A text as English right to left shows it: inside a left-to-right isolate (U+2066 … U+2069), so the
 * English reads in its own order (`90 days`, `25 November, 18:16`, `as you.`) while the page around it
 * is laid out right to left; other languages' texts are returned as they are.
 */
export const isolateText = (text: string, language: Language = getLanguage()): string => (language === 'en-RTL' && !isolatedWhole(text) ? `\u2066${text}\u2069` : text);

/** Whether the text is already one isolate as a whole (its first opening closes at its end): not wrapped twice (issue 39). */
function isolatedWhole(text: string): boolean {
  if (!text.startsWith('\u2066') || !text.endsWith('\u2069')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i]! >= '\u2066' && text[i]! <= '\u2068') depth++;
    else if (text[i] === '\u2069' && --depth === 0) return i === text.length - 1;
  }
  return false;
}

/** A text without the isolates of `isolateText` (what a file — a CSV, its name — carries). */
export const plainText = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function readStored(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let current: Language | null = null;
const listeners = new Set<() => void>();

export function getLanguage(): Language {
  current ??= readStored();
  return current;
}

/** Sets `lang` and `dir` of the document to the language's. */
export function applyLanguage(language: Language = getLanguage()): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(language);
  document.documentElement.dir = directionOf(language);
}

/** Forgets the cached choice so the next read comes from storage (tests, another tab). */
export function reloadLanguage(): void {
  current = null;
  applyLanguage();
  listeners.forEach((listener) => listener());
}

export function setLanguage(language: Language): void {
  current = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page load
  }
  applyLanguage(language);
  listeners.forEach((listener) => listener());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
