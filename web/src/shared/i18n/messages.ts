// Texts of the shell (sidebar, header, sign-in, reminder, error pages, dialog buttons, the connection
// indicator) in the two languages the back-office offers. Russian is the default and is exactly the
// spec's wording.
import { defineMessages } from './define';

const ru = {
  appTitle: 'Бэк-офис',
  appSubtitle: 'Программа лояльности',
  skipToContent: 'Перейти к содержимому',
  loading: 'Загрузка',

  nav: {
    label: 'Разделы',
    menu: 'Меню',
    close: 'Закрыть',
    breadcrumbs: 'Путь',
    groups: { people: 'Люди', programme: 'Программа', dictionaries: 'Справочники' },
    sections: {
      profile: 'Главная',
      messenger: 'Сообщения',
      tickets: 'Чеки',
      vendors: 'Продавцы',
      salesMans: 'Представители',
      regionalManagers: 'Региональные менеджеры',
      places: 'Места',
      campaigns: 'Кампании',
      products: 'Продукты',
      reports: 'Отчёты',
      audit: 'Журнал действий',
      cities: 'Города',
      regions: 'Регионы',
      admEntities: 'Адм. образования',
      placeTypes: 'Типы мест',
    },
  },

  header: {
    signOut: 'Выйти',
    theme: 'Тема',
    themeLight: 'Светлая тема',
    themeDark: 'Тёмная тема',
    language: 'Язык',
    explorer: 'GraphQL',
    connection: {
      label: 'Соединение с сервером',
      connecting: 'Подключение…',
      live: 'В сети',
      reconnecting: 'Переподключение…',
      offline: 'Нет связи',
      unavailable: 'Живые обновления недоступны',
    },
  },

  auth: {
    title: 'Вход в бэк-офис',
    hint: 'Войдите по номеру телефона и паролю.',
    phone: 'Телефон',
    password: 'Пароль',
    submit: 'Войти',
    forgot: 'Забыли пароль?',
    phoneInvalid: 'Введите номер: +7 и 10 цифр.',
    passwordRequired: 'Введите пароль.',
    remindTitle: 'Восстановление пароля',
    remindHint: 'Укажите телефон, и мы пришлём новый пароль в SMS.',
    remindSubmit: 'Получить пароль',
    backToLogin: 'Вернуться ко входу',
  },

  errors: {
    403: { title: 'Доступ запрещён', text: 'У вас нет прав на этот раздел.' },
    404: { title: 'Страница не найдена', text: 'Такой страницы нет, или она была удалена.' },
    500: { title: 'Ошибка сервера', text: 'Сервер не смог выполнить запрос. Попробуйте ещё раз позже.' },
    generic: { title: 'Ошибка', text: 'Что-то пошло не так.' },
    chunk: 'Не удалось загрузить раздел. Проверьте связь и попробуйте ещё раз.',
    home: 'На главную',
    retry: 'Повторить',
  },

  common: {
    error: 'Ошибка',
    loadError: 'Ошибка загрузки',
    done: 'Операция выполнена',
    unknownError: 'Неизвестная ошибка',
    networkError: 'Нет связи с сервером.',
    clickToClose: 'нажмите, что бы закрыть',
    nothingFound: 'не найдено',
    untitled: 'Без названия',
    loginFailed: 'Вы ввели неверные данные.',
    scoreErrorTitle: 'Ошибка начисления',
    alreadyProcessed: 'По чеку уже произведено начисление.',
    pagination: {
      root: 'Страницы',
      previous: 'Предыдущая страница',
      next: 'Следующая страница',
      page: (page: number) => `Страница ${page}`,
    },
    roles: {
      admin: 'Администратор',
      regionalManager: 'Региональный менеджер',
      salesMan: 'Торговый представитель',
      vendor: 'Продавец',
    },
    statuses: { invited: 'приглашен', blocked: 'заблокирован', active: 'активный' },
    /** A ticket's status (decisions §2), one label wherever a single ticket's status is named. */
    ticketStatuses: {
      new: 'Новый',
      processing: 'В обработке',
      delayed: 'Отложен',
      manual: 'Ручная проверка',
      processed: 'Обработан',
      rejected: 'Отклонён',
    } as Record<string, string>,
  },

  dialog: {
    confirmTitle: 'Подтвердите действие',
    removeTitle: 'Подтвердите удаление',
    continue: 'Продолжить',
    remove: 'Удалить',
    cancel: 'Отмена',
  },
};

export const shellMessages = defineMessages('shell', ru, {
  appTitle: 'Back office',
  appSubtitle: 'Loyalty programme',
  skipToContent: 'Skip to content',
  loading: 'Loading',

  nav: {
    label: 'Sections',
    menu: 'Menu',
    close: 'Close',
    breadcrumbs: 'Breadcrumbs',
    groups: { people: 'People', programme: 'Programme', dictionaries: 'Dictionaries' },
    sections: {
      profile: 'Home',
      messenger: 'Messages',
      tickets: 'Receipts',
      vendors: 'Vendors',
      salesMans: 'Sales reps',
      regionalManagers: 'Regional managers',
      places: 'Places',
      campaigns: 'Campaigns',
      products: 'Products',
      reports: 'Reports',
      audit: 'Audit log',
      cities: 'Cities',
      regions: 'Regions',
      admEntities: 'Adm. entities',
      placeTypes: 'Place types',
    },
  },

  header: {
    signOut: 'Sign out',
    theme: 'Theme',
    themeLight: 'Light theme',
    themeDark: 'Dark theme',
    language: 'Language',
    explorer: 'GraphQL',
    connection: {
      label: 'Connection to the server',
      connecting: 'Connecting…',
      live: 'Live',
      reconnecting: 'Reconnecting…',
      offline: 'Offline',
      unavailable: 'Live updates unavailable',
    },
  },

  auth: {
    title: 'Sign in to the back office',
    hint: 'Sign in with your phone number and password.',
    phone: 'Phone',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    phoneInvalid: 'Enter a number: +7 and 10 digits.',
    passwordRequired: 'Enter the password.',
    remindTitle: 'Password reminder',
    remindHint: 'Enter your phone and we will send a new password by SMS.',
    remindSubmit: 'Get a password',
    backToLogin: 'Back to sign-in',
  },

  errors: {
    403: { title: 'Access denied', text: 'You have no rights to this section.' },
    404: { title: 'Page not found', text: 'There is no such page, or it was removed.' },
    500: { title: 'Server error', text: 'The server could not complete the request. Try again later.' },
    generic: { title: 'Error', text: 'Something went wrong.' },
    chunk: 'The section could not be loaded. Check the connection and try again.',
    home: 'Home',
    retry: 'Retry',
  },

  common: {
    error: 'Error',
    loadError: 'Loading failed',
    done: 'Done',
    unknownError: 'Unknown error',
    networkError: 'No connection to the server.',
    clickToClose: 'click to close',
    nothingFound: 'nothing found',
    untitled: 'Untitled',
    loginFailed: 'The data you entered is wrong.',
    scoreErrorTitle: 'Scoring failed',
    alreadyProcessed: 'Points for this receipt have already been accrued.',
    pagination: {
      root: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      page: (page: number) => `Page ${page}`,
    },
    roles: {
      admin: 'Administrator',
      regionalManager: 'Regional manager',
      salesMan: 'Sales representative',
      vendor: 'Vendor',
    },
    statuses: { invited: 'invited', blocked: 'blocked', active: 'active' },
    ticketStatuses: {
      new: 'New',
      processing: 'Processing',
      delayed: 'Delayed',
      manual: 'Manual check',
      processed: 'Processed',
      rejected: 'Rejected',
    },
  },

  dialog: {
    confirmTitle: 'Confirm the action',
    removeTitle: 'Confirm the removal',
    continue: 'Continue',
    remove: 'Remove',
    cancel: 'Cancel',
  },
});

export type ShellMessages = typeof ru;
export type Messages = ShellMessages;
