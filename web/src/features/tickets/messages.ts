import { defineMessages } from '../../shared/i18n/define';

export const ticketsMessages = defineMessages(
  'tickets',
  {
    title: 'Чеки',
    total: (count: string) => `Всего: ${count}`,
    columns: {
      id: '№',
      dateTime: 'Дата',
      place: 'Место',
      user: 'Пользователь',
      totalSum: 'Сумма',
      score: 'Баллы',
      status: 'Статус',
    },
    empty: 'Чеков нет',
    emptyHint: 'Здесь появятся чеки, загруженные пользователями.',
    emptyPage: 'На этой странице чеков нет',
    firstPage: 'На первую страницу',
    ticketLink: (id: number) => `Чек № ${id}`,
  },
  {
    title: 'Receipts',
    total: (count: string) => `Total: ${count}`,
    columns: {
      id: 'No.',
      dateTime: 'Date',
      place: 'Place',
      user: 'User',
      totalSum: 'Sum',
      score: 'Points',
      status: 'Status',
    },
    empty: 'No receipts',
    emptyHint: 'Receipts uploaded by users appear here.',
    emptyPage: 'No receipts on this page',
    firstPage: 'To the first page',
    ticketLink: (id: number) => `Receipt No. ${id}`,
  },
);
