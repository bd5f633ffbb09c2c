// Texts of deleting a place (issue 39): what is deleted, and why it cannot be while receipts name it.
import { countOf, defineMessages } from '../../shared/i18n/define';

export const placeDeleteMessages = defineMessages(
  'people.placeDelete',
  {
    removeText: (title: string) => `Место «${title}» будет удалено.`,
    inUse: (title: string, count: number) =>
      `К месту «${title}» привязано ${countOf(count, { one: 'чек', few: 'чека', many: 'чеков', other: 'чека' })}: чеки хранят место, где их пробили, поэтому место нельзя удалить. Его можно заблокировать.`,
  },
  {
    removeText: (title: string) => `Place “${title}” will be deleted.`,
    inUse: (title: string, count: number) =>
      `Place “${title}” has ${countOf(count, { one: 'receipt', other: 'receipts' }, 'en')}: receipts keep the place where they were issued, so it cannot be deleted. It can be blocked.`,
  },
  {
    removeText: (title: string) => `Se eliminará el lugar «${title}».`,
    inUse: (title: string, count: number) =>
      `El lugar «${title}» tiene ${countOf(count, { one: 'recibo', other: 'recibos' }, 'es')}: los recibos guardan el lugar donde se emitieron, por eso no se puede eliminar. Se puede bloquear.`,
  },
);
