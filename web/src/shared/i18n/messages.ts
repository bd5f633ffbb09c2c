// Texts of the shell (sidebar, header, sign-in, reminder, error pages, dialog buttons, the connection
// indicator) in the languages the back-office offers. Russian is the default and is exactly the
// spec's wording. One catalogue, a file a language:
// `shell-ru.ts` (the shape), `shell-en.ts`, `shell-es.ts`.
import { defineMessages } from './define';
import { shellEn } from './shell-en';
import { shellEs } from './shell-es';
import { shellRu } from './shell-ru';

export const shellMessages = defineMessages('shell', shellRu, shellEn, shellEs);

export type ShellMessages = typeof shellRu;
export type Messages = ShellMessages;
