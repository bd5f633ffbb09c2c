// The sign-in route's operations. Sent by id (`requestGraphQL`): only the references are bundled.
import { graphql } from '../../__generated__';
import { operationId, operationRef } from '../../shared/graphql/persisted';

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

export const AuthSignIn = operationRef<typeof AuthSignInMutation>('AuthSignIn', operationId('AuthSignIn'));
export const AuthSignOut = operationRef<typeof AuthSignOutMutation>('AuthSignOut', operationId('AuthSignOut'));
export const AuthRenewPassword = operationRef<typeof AuthRenewPasswordMutation>('AuthRenewPassword', operationId('AuthRenewPassword'));
