import { defineMessages } from '../shared/i18n/define';

export const explorerMessages = defineMessages(
  'explorer',
  {
    title: 'GraphQL API бэк-офиса',
    checking: 'Проверяем вход…',
    signInNeeded: 'Обозреватель API открыт только сотрудникам, вошедшим в бэк-офис.',
    signIn: 'Войти',
    back: 'В бэк-офис',
    unreachable: 'Нет связи с сервером. Обновите страницу позже.',
    defaultQuery: '# Обозреватель GraphQL API бэк-офиса: запросы идут с вашей сессией.\n# Документация схемы — кнопка «Docs» слева.\n',
  },
  {
    title: 'Back-office GraphQL API',
    checking: 'Checking the sign-in…',
    signInNeeded: 'The API explorer is open only to staff signed in to the back office.',
    signIn: 'Sign in',
    back: 'To the back office',
    unreachable: 'No connection to the server. Reload the page later.',
    defaultQuery: '# The back office GraphQL API explorer: requests run with your session.\n# The schema documentation is under “Docs” on the left.\n',
  },
);
