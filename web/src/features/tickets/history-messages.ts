import { countOf, defineMessages } from '../../shared/i18n/define';

export const historyMessages = defineMessages(
  'ticketHistory',
  {
    lines: (n: number) => countOf(n, { one: 'позиция', few: 'позиции', many: 'позиций', other: 'позиции' }),
    fields: {
      status: 'Статус',
      statusDescription: 'Причина',
      score: 'Баллы',
      totalSum: 'Сумма',
      items: 'Позиции',
      fiscalDriveNumber: 'ФН',
      fiscalDocumentNumber: 'ФД',
      fiscalSign: 'ФП',
      kktRegId: 'РН ККТ',
      userInn: 'ИНН продавца',
      operator: 'Кассир',
      ofd: 'ОФД',
      dateTime: 'Дата чека',
      placeId: 'Точка',
    } as Record<string, string>,
  },
  {
    lines: (n: number) => countOf(n, { one: 'line', other: 'lines' }, 'en'),
    fields: {
      status: 'Status',
      statusDescription: 'Reason',
      score: 'Points',
      totalSum: 'Total',
      items: 'Lines',
      fiscalDriveNumber: 'FN',
      fiscalDocumentNumber: 'FD',
      fiscalSign: 'FP',
      kktRegId: 'KKT reg. no.',
      userInn: 'Seller INN',
      operator: 'Cashier',
      ofd: 'OFD',
      dateTime: 'Receipt date',
      placeId: 'Place',
    },
  },
);
