import { HttpResponse, type GraphQLQuery, type GraphQLResponseResolver, type GraphQLVariables } from 'msw';
import type { SessionUserFragment } from '../__generated__/graphql';

/**
 * The demo administrator, as the gateway answers it (with `__typename`, as Apollo asks for it); each
 * user's `rights` as the gateway's policy answers them for his role (gateway/src/security/policy.ts).
 */
export const adminUser: SessionUserFragment & { __typename: 'User' } = {
  __typename: 'User',
  id: 1,
  name: 'Анна',
  surname: 'Админова',
  middleName: null,
  phone: '+79990000001',
  email: 'admin@example.ru',
  phoneVerified: true,
  blocked: false,
  status: 'ACTIVE',
  roleName: 'admin',
  role: { __typename: 'Role', id: 1, name: 'admin', title: 'Администратор' } as SessionUserFragment['role'],
  rights: {
    __typename: 'UserRights',
    invite: ['regionalManager', 'salesMan', 'vendor'],
    bulkPeople: true,
    editPlaces: true,
    commandDevices: true,
    reviewTickets: true,
    processTickets: true,
    controlProcessor: true,
    editCatalogue: true,
    useExplorer: true,
  } as SessionUserFragment['rights'],
};

/** A GraphQL error body as the gateway sends it. */
export function graphqlError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }], data: null };
}

/** A handler's resolver whose first call fails with the gateway's error (`message`, `code`) and whose next ones answer `answer`'s data. */
export function failsOnce<Q extends GraphQLQuery, V extends GraphQLVariables>(
  message: string,
  code: string,
  answer: (info: Parameters<GraphQLResponseResolver<Q, V>>[0]) => Q,
): GraphQLResponseResolver<Q, V> {
  let calls = 0;
  return (info) => HttpResponse.json((calls += 1) === 1 ? graphqlError(message, code) : { data: answer(info) });
}

/** A user without any right; each role below names those its policy gives it. */
const NO_RIGHTS = {
  __typename: 'UserRights',
  invite: [],
  bulkPeople: false,
  editPlaces: false,
  commandDevices: false,
  reviewTickets: false,
  processTickets: false,
  controlProcessor: false,
  editCatalogue: false,
  useExplorer: false,
};

/** The demo vendor: may not see reports, catalogue, geography or the staff lists. */
export const vendorUser: SessionUserFragment & { __typename: 'User' } = {
  ...adminUser,
  id: 4,
  name: 'Ольга',
  surname: 'Продавцова',
  phone: '+79990000004',
  email: 'vendor@example.ru',
  roleName: 'vendor',
  role: { __typename: 'Role', id: 4, name: 'vendor', title: 'Продавец' } as SessionUserFragment['role'],
  rights: { ...NO_RIGHTS } as SessionUserFragment['rights'],
};

/** A regional manager. */
export const regionalManagerUser: SessionUserFragment & { __typename: 'User' } = {
  ...adminUser,
  id: 2,
  name: 'Роман',
  surname: 'Регионов',
  phone: '+79990000002',
  email: 'rm@example.ru',
  roleName: 'regionalManager',
  role: { __typename: 'Role', id: 2, name: 'regionalManager', title: 'Региональный менеджер' } as SessionUserFragment['role'],
  rights: { ...NO_RIGHTS, invite: ['salesMan', 'vendor'], bulkPeople: true, reviewTickets: true, useExplorer: true } as SessionUserFragment['rights'],
};

/** A sales representative. */
export const salesManUser: SessionUserFragment & { __typename: 'User' } = {
  ...adminUser,
  id: 3,
  name: 'Семён',
  surname: 'Торгов',
  phone: '+79990000003',
  email: 'sales@example.ru',
  roleName: 'salesMan',
  role: { __typename: 'Role', id: 3, name: 'salesMan', title: 'Торговый представитель' } as SessionUserFragment['role'],
  rights: { ...NO_RIGHTS, invite: ['vendor'], bulkPeople: true, useExplorer: true } as SessionUserFragment['rights'],
};

/** Period 21 of campaign 5, as the period's route query answers it. */
export const period = {
  __typename: 'Period',
  id: 21,
  startDate: '2024-03-01T00:00:00.000Z',
  endDate: '2024-05-31T23:59:59.999Z',
  note: 'Первый',
  placeScoreLimit: 900,
  ticketSalesLimit: 8,
  userScoreLimit: 300,
  requiresRegistration: true,
  campaignId: 5,
};

/** A product of the ticket fixtures: Сметана, category score 3. */
export const SMETANA = {
  __typename: 'Product',
  id: 5,
  title: 'Сметана',
  recommendedPrice: 9000,
  category: { __typename: 'ProductCategory', id: 2, score: 3, recommendedPrice: 9500 },
};

/** A ticket on manual review as the ticket page's route query answers it; `overrides` replace fields. */
export function ticket(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Ticket',
    id: 42,
    userId: 7,
    status: 'MANUAL',
    statusCode: 'manual',
    statusTitle: 'Ручная проверка',
    statusDescription: 'Превышен лимит баллов пользователя',
    // What the gateway answers an administrator for a receipt waiting for a manual check.
    actions: ['REJECT', 'SCORE', 'EDIT', 'PROCESS'],
    score: 0,
    planSales: 0,
    bonusSales: 0,
    scoredItems: 0,
    totalSales: 0,
    dateTime: '2026-03-01T09:30:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    totalSum: 123450,
    cashTotalSum: 0,
    nds10: 11223,
    nds18: null,
    fiscalDriveNumber: '9289000100012345',
    fiscalDocumentNumber: '1234',
    fiscalSign: '987654321',
    kktRegId: '0001234567012345',
    userInn: '770123456789',
    operator: 'Иванова А.',
    ofd: 'Такском',
    shiftNumber: 12,
    qr: 't=20260301T1230&s=1234.50&fn=9289000100012345&i=1234&fp=987654321&n=1',
    operationType: 1,
    platform: 'android',
    appVersion: '2.4.1',
    user: { __typename: 'User', id: 7, name: 'Мария', surname: 'Продавцова', phone: '+79991112233', roleName: 'vendor' },
    place: { __typename: 'Place', id: 3, title: 'Магазин у дома', address: 'Москва, ул. Ленина, 1' },
    campaign: { __typename: 'Campaign', id: 1, title: 'Большая корзина' },
    period: { __typename: 'Period', id: 2, startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-03-31T00:00:00.000Z' },
    plan: { __typename: 'Plan', id: 9, plan: 70, fact: 4 },
    items: [{ __typename: 'TicketItem', name: 'Сметана 15% 300 г', price: 9499, quantity: 2, sum: 18998, productId: 5, product: SMETANA }],
    photos: [{ __typename: 'File', path: 'a.jpg', url: '/files/tickets/a.jpg', mime: 'image/jpeg', thumb: '/files/tickets/a-500.jpg' }],
    transactions: [],
    history: { __typename: 'AuditLogPage', items: [] },
    // The chat's first page comes with the ticket (issue 27).
    messages: { __typename: 'MessagePage', items: [], total: 0, page: 1 },
    ...overrides,
  };
}

/** What a bulk action answers: one row a record, the counts of those done and refused. */
export const bulkResult = (action: string, rows: Array<{ id: number; ok: boolean; status?: string; message?: string; code?: string }>) => ({
  __typename: 'BulkResult' as const,
  action,
  total: rows.length,
  succeeded: rows.filter((r) => r.ok).length,
  failed: rows.filter((r) => !r.ok).length,
  results: rows.map((r) => ({ __typename: 'BulkRowResult' as const, id: r.id, ok: r.ok, status: r.status ?? null, message: r.message ?? null, code: r.code ?? null })),
});

/** What `UploadFile` answers for a file stored as `container/path`, with one thumbnail. */
export const uploadedFile = (container: string, path: string, mime: string, thumb: { width: number; path: string }) => ({
  __typename: 'File',
  server: null,
  container,
  path,
  mime,
  url: `/files/${container}/${path}`,
  thumbs: [{ __typename: 'Thumbnail', ...thumb }],
});

/** A receipt with its sum only: no fiscal details, person, place, campaign or lines; `overrides` replace fields. */
export function bareTicket(overrides: Record<string, unknown> = {}) {
  const none = ['statusDescription', 'nds10', 'fiscalDriveNumber', 'fiscalSign', 'kktRegId', 'userInn', 'operator', 'ofd', 'shiftNumber', 'qr', 'platform', 'appVersion'];
  const nobody = ['user', 'place', 'campaign', 'period', 'plan'];
  return ticket({ ...Object.fromEntries([...none, ...nobody].map((field) => [field, null])), totalSum: 10000, fiscalDocumentNumber: '1', items: [], photos: [], ...overrides });
}

/** The editor's preview of the fixture ticket's one line, Сметана for 6 points. */
export const SMETANA_PREVIEW = {
  ticketEditPreview: {
    __typename: 'TicketEditPreview',
    totalSum: 18998,
    score: 6,
    items: [{ __typename: 'TicketEditPreviewItem', productId: 5, productTitle: 'Сметана', score: 6, outsideCampaign: false }],
  },
};

/** A vendor's page as the person's route query answers it (Ольга Кассирова of Тула); `overrides` replace fields. */
export function vendor(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: 42,
    name: 'Ольга',
    surname: 'Кассирова',
    middleName: null,
    phone: '+79161112233',
    email: 'olga@example.ru',
    phoneVerified: true,
    blocked: false,
    // The status of spec §4 as the gateway decides it (User.status); the page shows it, never derives it.
    status: 'ACTIVE',
    roleName: 'vendor',
    role: { __typename: 'Role', id: 4, name: 'vendor', title: 'Продавец' },
    avatar: null,
    cityIds: [5],
    cities: [{ __typename: 'City', id: 5, title: 'Тула' }],
    city: { __typename: 'City', id: 5, title: 'Тула' },
    placeId: 9,
    place: { __typename: 'Place', id: 9, title: 'Магазин у дома' },
    score: 1250,
    pendingScore: 30,
    createdAt: '2024-03-01T09:30:00.000Z',
    updatedAt: '2024-03-01T09:30:00.000Z',
    history: { __typename: 'AuditLogPage', items: [] },
    // What the viewer may do to the person, as the gateway's policy answers (an administrator: all).
    can: { __typename: 'UserCan', update: true, assignPlaces: true },
    ...overrides,
  };
}

/** An entry of a record's history: Анна Смирнова rejected a receipt on the web; `overrides` replace fields. */
export function historyEntry(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AuditLogEntry',
    id: 1,
    at: '2026-03-02T07:05:00.000Z',
    userId: 1,
    userName: 'Анна Смирнова',
    client: 'web',
    action: 'reject',
    actionTitle: 'Отклонение',
    before: { status: 'manual', statusDescription: null },
    after: { status: 'rejected', statusDescription: 'Фото нечитаемо' },
    references: [],
    ...overrides,
  };
}
