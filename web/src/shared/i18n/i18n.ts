// The language of the shell (spec §1): read from local storage, Russian by default. A small store of
// our own: `useI18n()` gives the current messages, `setLanguage()` switches and remembers.
import { useSyncExternalStore } from 'react';
import { en, ru, type Messages } from './messages';

export type Language = 'ru' | 'en';
export const LANGUAGES: readonly Language[] = ['ru', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'bo.language';
/** How each language names itself in the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { ru: 'Русский', en: 'English' };

const dictionaries: Record<Language, Messages> = { ru, en: en as Messages };

const isLanguage = (value: unknown): value is Language => value === 'ru' || value === 'en';

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

/** Forgets the cached choice so the next read comes from storage (tests, another tab). */
export function reloadLanguage(): void {
  current = null;
  listeners.forEach((listener) => listener());
}

export function setLanguage(language: Language): void {
  current = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page load
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

export function messages(language: Language = getLanguage()): Messages {
  return dictionaries[language];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language and its messages; re-renders on a switch. */
export function useI18n(): { language: Language; t: Messages; setLanguage: (language: Language) => void } {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return { language, t: dictionaries[language], setLanguage };
}
