// The Russian title of each kind of action of the journal (`AuditLogEntry.actionTitle`): the one home
// of these texts (issue 28). `npm run codegen` writes them for the web's Russian bundle
// (scripts/audit-action-titles.mjs → web/src/__generated__/audit-action-titles.ts), and
// `npm run codegen:check` fails when that copy is stale. Plain data, no imports: the script loads it.
export const ACTION_TITLES: Readonly<Record<string, string>> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  reject: 'Отклонение',
  score: 'Ручное начисление',
  edit: 'Исправление',
  process: 'Обработка',
  autoProcess: 'Автоматическая обработка',
  requeue: 'Возврат в очередь',
  toManual: 'На ручную проверку',
  invite: 'Приглашение',
  assignPlace: 'Назначение точки',
  unassignPlace: 'Снятие с точки',
  setMainPlace: 'Смена основной точки',
  block: 'Блокировка',
  unblock: 'Разблокировка',
  start: 'Запуск',
  stop: 'Остановка',
  signIn: 'Вход',
  signOut: 'Выход',
  signInFailed: 'Неудачный вход',
  command: 'Команда устройствам',
  apiTokenCreate: 'Создание API-токена',
  apiTokenRevoke: 'Отзыв API-токена',
  /** The reverse of a reject, a block or an unassignment (rest-api's POST /auditLogs/undo). */
  undo: 'Отмена действия',
};
