import { graphql } from '../../__generated__';

export const AuthSignInMutation = graphql(`
  mutation AuthSignIn($phone: String!, $password: String!) {
    login(phone: $phone, password: $password) {
      user {
        ...SessionUser @unmask
      }
      ttl
    }
  }
`);

export const AuthSignOutMutation = graphql(`
  mutation AuthSignOut {
    logout
  }
`);

export const AuthRenewPasswordMutation = graphql(`
  mutation AuthRenewPassword($phone: String!) {
    renewPassword(phone: $phone)
  }
`);
