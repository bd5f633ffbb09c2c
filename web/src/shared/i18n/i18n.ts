// The shell's texts through the one i18n system (`define.ts`): `useI18n()` gives the current
// language, the shell's messages and the switch.
import { useSyncExternalStore } from 'react';
import { messagesOf } from './define';
import { getLanguage, setLanguage, subscribeLanguage, type Language } from './language';
import { shellMessages, type ShellMessages } from './messages';

export { DEFAULT_LANGUAGE, getLanguage, LANGUAGE_NAMES, LANGUAGE_STORAGE_KEY, LANGUAGES, reloadLanguage, setLanguage, type Language } from './language';

/** The shell's messages in a language (the current one by default), outside React. */
export function messages(language: Language = getLanguage()): ShellMessages {
  return messagesOf(shellMessages, language);
}

/** The current language and the shell's messages; re-renders on a switch. */
export function useI18n(): { language: Language; t: ShellMessages; setLanguage: (language: Language) => void } {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return { language, t: messagesOf(shellMessages, language), setLanguage };
}
