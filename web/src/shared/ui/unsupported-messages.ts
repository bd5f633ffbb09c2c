import { defineMessages } from '../i18n/define';

/** The panel shown where the API behind the gateway lacks a route (issue 24). */
export const unsupportedMessages = defineMessages(
  'unsupported',
  {
    title: 'Недоступно с этим API',
    apiTokens: 'API программы не хранит личные API-токены: нужен маршрут GET /users/me/apiTokens.',
    transactions: 'API программы не отдаёт начисления по чеку: нужен маршрут GET /tickets/{id}/transactions.',
    audit: 'API программы не ведёт журнал действий: нужен маршрут GET /auditLogs.',
    reports: 'API программы не отдаёт статистику чеков: нужен маршрут GET /tickets/stats.',
    savedViews: 'API программы не хранит сохранённые виды: нужен маршрут GET /savedViews.',
    deviceCount: 'API программы не считает устройства в сети: нужен маршрут POST /users/countSocketClients.',
    generic: 'API программы не предоставляет эти данные.',
  },
  {
    title: 'Not available with this API',
    apiTokens: "The programme's API keeps no personal API tokens: it needs the route GET /users/me/apiTokens.",
    transactions: "The programme's API gives no accruals of a receipt: it needs the route GET /tickets/{id}/transactions.",
    audit: "The programme's API keeps no action journal: it needs the route GET /auditLogs.",
    reports: "The programme's API gives no receipt statistics: it needs the route GET /tickets/stats.",
    savedViews: "The programme's API keeps no saved views: it needs the route GET /savedViews.",
    deviceCount: "The programme's API does not count online devices: it needs the route POST /users/countSocketClients.",
    generic: "The programme's API does not provide this data.",
  },
  {
    title: 'No disponible con esta API',
    apiTokens: 'La API del programa no guarda tokens de API personales: necesita la ruta GET /users/me/apiTokens.',
    transactions: 'La API del programa no da los abonos de un ticket: necesita la ruta GET /tickets/{id}/transactions.',
    audit: 'La API del programa no lleva un registro de acciones: necesita la ruta GET /auditLogs.',
    reports: 'La API del programa no da estadísticas de tickets: necesita la ruta GET /tickets/stats.',
    savedViews: 'La API del programa no guarda vistas: necesita la ruta GET /savedViews.',
    deviceCount: 'La API del programa no cuenta los dispositivos en línea: necesita la ruta POST /users/countSocketClients.',
    generic: 'La API del programa no ofrece estos datos.',
  },
);
