// Texts of geography, catalogue and campaigns (spec §2, §3, §5, §8, §9): one catalogue, a file a
// language — Russian first (`messages-ru.ts`, the shape), `messages-en.ts` and `messages-es.ts` of the same shape.
import { defineMessages } from '../../shared/i18n/define';
import { catalogueEn } from './messages-en';
import { catalogueEs } from './messages-es';
import { catalogueRu } from './messages-ru';

export const catalogueMessages = defineMessages('catalogue', catalogueRu, catalogueEn, catalogueEs);
