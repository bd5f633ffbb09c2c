// The one i18n system of the web: every screen's texts are a bundle defined with `defineMessages`
// in a `messages.ts` next to the screen — Russian first (the spec's exact wording), then English and
// Spanish with the same shape (TypeScript refuses a missing key; `i18n-parity.test.ts` checks every
// bundle at run time too). English right to left reads the English texts. Components read their bundle with `useMessages(bundle)`, which re-renders on a
// language switch; code outside React (toasts, error texts) reads it with `messagesOf(bundle)`.
import { useSyncExternalStore } from 'react';
import { getLanguage, isolateText, LOCALES, subscribeLanguage, textLanguage, type Language, type TextLanguage } from './language';

/** A message: a text, or a function of its parameters that returns a text. */
type Leaf = string | ((...args: never[]) => string);

/** The shape a translation must have: the same keys, texts as strings, functions with the same parameters. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: infer A) => string ? (...args: A) => string : Translation<T[K]>;
};

export interface MessageBundle<T> {
  /** Where the bundle belongs (a feature or a shared piece), for the parity test's report. */
  readonly name: string;
  readonly ru: T;
  readonly en: Translation<T>;
  readonly es: Translation<T>;
}

export type Messages<T> = T;

/** Every bundle defined so far (the parity test imports every `messages.ts` and reads this list). */
export const bundles: MessageBundle<unknown>[] = [];

/** The languages every bundle has besides Russian, in the order of `defineMessages`' arguments. */
export const TRANSLATIONS = ['en', 'es'] as const satisfies readonly TextLanguage[];

export function defineMessages<const T>(name: string, ru: T, en: Translation<T>, es: Translation<T>): MessageBundle<T> {
  const bundle: MessageBundle<T> = { name, ru, en, es };
  bundles.push(bundle as MessageBundle<unknown>);
  return bundle;
}

/** Every text of a bundle (and every text its functions return) in a left-to-right isolate: English right to left. */
function isolated(value: unknown): unknown {
  if (typeof value === 'string') return isolateText(value, 'en-RTL');
  if (typeof value === 'function') return (...args: unknown[]) => isolated((value as (...a: unknown[]) => unknown)(...args));
  if (Array.isArray(value)) return value.map(isolated);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isolated(item)]));
  return value;
}
const rtlBundles = new WeakMap<MessageBundle<unknown>, unknown>();

/** The bundle's texts in a language (the current one by default). Outside React. */
export function messagesOf<T>(bundle: MessageBundle<T>, language: Language = getLanguage()): T {
  if (language !== 'en-RTL') return bundle[textLanguage(language)] as T;
  const key = bundle as MessageBundle<unknown>;
  if (!rtlBundles.has(key)) rtlBundles.set(key, isolated(bundle.en));
  return rtlBundles.get(key) as T;
}

/** The bundle's texts in the current language; re-renders on a switch. */
export function useMessages<T>(bundle: MessageBundle<T>): T {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return messagesOf(bundle, language);
}

/** Plural forms: Russian one / few / many (1 чек, 2 чека, 5 чеков); English and Spanish one / other. */
export type PluralForms = { one: string; few?: string; many?: string; other: string };

const rules: Partial<Record<Language, Intl.PluralRules>> = {};

/** The form of `forms` for the number `n` in a language (Russian by default). */
export function plural(n: number, forms: PluralForms, language: Language = 'ru'): string {
  rules[language] ??= new Intl.PluralRules(LOCALES[language]);
  const category = rules[language].select(n);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few ?? forms.other;
  if (category === 'many') return forms.many ?? forms.other;
  return forms.other;
}

/** `3 устройства` / `3 devices`: the number and its word. */
export function countOf(n: number, forms: PluralForms, language: Language = 'ru'): string {
  return isolateText(`${n.toLocaleString(LOCALES[language])} ${plural(n, forms, language)}`, language);
}

/** Every key path of a bundle's translation that is missing, empty or of another arity than the Russian, for the parity test. */
export function parityProblems(bundle: MessageBundle<unknown>): string[] {
  const problems: string[] = [];
  for (const language of TRANSLATIONS) {
    const walk = (ru: unknown, other: unknown, path: string) => {
      if (typeof ru === 'string' || typeof ru === 'function') {
        const leafRu = ru as Leaf;
        const leaf = other as Leaf | undefined;
        if (typeof leaf !== typeof leafRu) problems.push(`${bundle.name}: ${path} is missing in ${language}`);
        else if (typeof leafRu === 'string' && (leafRu === '' || leaf === '')) problems.push(`${bundle.name}: ${path} is empty in ${leafRu === '' ? 'ru' : language}`);
        else if (typeof leafRu === 'function' && typeof leaf === 'function' && leafRu.length !== leaf.length)
          problems.push(`${bundle.name}: ${path} takes ${leafRu.length} parameters in ru, ${leaf.length} in ${language}`);
        return;
      }
      if (typeof ru !== 'object' || ru === null) return;
      if (typeof other !== 'object' || other === null) {
        problems.push(`${bundle.name}: ${path} is missing in ${language}`);
        return;
      }
      for (const key of Object.keys(ru)) walk((ru as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      for (const key of Object.keys(other)) {
        if (!(key in ru)) problems.push(`${bundle.name}: ${path ? `${path}.${key}` : key} of ${language} is missing in ru`);
      }
    };
    walk(bundle.ru, bundle[language], '');
  }
  return problems;
}
