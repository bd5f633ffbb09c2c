import { defineMessages } from '../i18n/define';

export const auditHistoryMessages = defineMessages(
  'auditHistory',
  {
    title: 'История',
    empty: 'Изменений пока нет',
    show: 'Показать историю изменений',
    shown: (shown: number) => `Показаны последние ${shown} записей`,
    columns: { when: 'Когда', who: 'Кто', action: 'Действие', changes: 'Изменения' },
    unknownUser: 'Неизвестный',
    user: (id: number) => `Пользователь № ${id}`,
    clients: { web: 'веб', script: 'скрипт', app: 'приложение' } as Record<string, string>,
    system: 'Автопроцессор',
    yes: 'да',
    no: 'нет',
  },
  {
    title: 'History',
    empty: 'No changes yet',
    show: 'Show the history of changes',
    shown: (shown: number) => `The latest ${shown} entries`,
    columns: { when: 'When', who: 'Who', action: 'Action', changes: 'Changes' },
    unknownUser: 'Unknown',
    user: (id: number) => `User #${id}`,
    clients: { web: 'web', script: 'script', app: 'app' },
    system: 'Auto-processor',
    yes: 'yes',
    no: 'no',
  },
);
