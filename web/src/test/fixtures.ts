import type { SessionUserFragment } from '../__generated__/graphql';

/** The demo administrator, as the gateway answers it (with `__typename`, as Apollo asks for it). */
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
  roleName: 'admin',
  role: { __typename: 'Role', id: 1, name: 'admin', title: 'Администратор' } as SessionUserFragment['role'],
};

/** A GraphQL error body as the gateway sends it. */
export function graphqlError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }], data: null };
}

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
};
