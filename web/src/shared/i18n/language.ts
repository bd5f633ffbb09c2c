// The language of the interface (spec §1): read from local storage, Russian by default, switched in
// the header; `<html lang>` follows.
export type Language = 'ru' | 'en';
export const LANGUAGES: readonly Language[] = ['ru', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'bo.language';
/** How each language names itself in the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { ru: 'Русский', en: 'English' };

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

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
