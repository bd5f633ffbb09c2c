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
