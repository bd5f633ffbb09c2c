export const ticketsStrings = {
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
} as const;
