import { useApolloClient, useFragment, useQuery } from '@apollo/client/react';
import { Badge, Box, Card, DataList, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { graphql } from '../../__generated__';
import type { SessionUserFragment } from '../../__generated__/graphql';
import { SessionMeQuery, SessionUserFragment as SessionUserFragmentDoc } from '../../shared/session/documents';
import { useSessionUser } from '../../shared/session/session-context';
import type { SessionUser } from '../../shared/session/session-store';
import type { ApolloClient } from '@apollo/client';
import { useMessages } from '../../shared/i18n/define';
import { EMPTY, formatPhone } from '../../shared/format';
import { errorsAt, isUnsupported } from '../../shared/apollo/errors';
import { QueryError } from '../../shared/ui/query-error';
import { UnsupportedPanel } from '../../shared/ui/unsupported-panel';
import { PageHeader } from '../../shared/ui/page-header';
import { roleLabel, userDisplayName, userStatusLabel, type UserStatus } from '../../shared/users';
import { ApiTokensSection } from './api-tokens';
import { profileMessages } from './messages';

const ProfileRouteQuery = graphql(`
  query ProfileRoute {
    me {
      id
      ...SessionUser
    }
    apiTokens {
      id
      ...ApiTokensSection_token
    }
  }
`);

const STATUS_COLORS: Record<UserStatus, string> = { INVITED: 'orange', BLOCKED: 'red', ACTIVE: 'green' };

function initials(user: SessionUserFragment): string {
  const letters = [user.name, user.surname].map((part) => part?.trim()[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

function ProfileCard({ user }: { user: SessionUserFragment }) {
  const t = useMessages(profileMessages);
  const { status } = user;
  const rows: Array<[string, ReactNode]> = [
    [t.name, user.name || EMPTY],
    [t.surname, user.surname || EMPTY],
    [t.middleName, user.middleName || EMPTY],
    [t.phone, formatPhone(user.phone)],
    [t.email, user.email || EMPTY],
    [t.role, roleLabel(user.roleName, user.role?.title)],
    [
      t.status,
      <Badge key="status" colorPalette={STATUS_COLORS[status]} variant="subtle" size="md">
        {userStatusLabel(status)}
      </Badge>,
    ],
  ];

  return (
    <Card.Root maxW="2xl" borderRadius="l3">
      <Card.Header>
        <Flex align="center" gap="4">
          <Flex boxSize="14" borderRadius="full" bg="blue.subtle" color="blue.fg" align="center" justify="center" fontWeight="semibold" fontSize="lg" aria-hidden="true">
            {initials(user)}
          </Flex>
          <Box>
            <Heading as="h2" size="lg">
              {userDisplayName(user)}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {roleLabel(user.roleName, user.role?.title)}
            </Text>
          </Box>
        </Flex>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="lg" divideY="1px" gap="0">
          {rows.map(([label, value]) => (
            <DataList.Item key={label} py="3">
              <DataList.ItemLabel w={{ base: '28', md: '40' }} flexShrink="0">
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue minW="0" wordBreak="break-word">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Puts the signed-in user into the cache as `me`, once: the session resolves it without Apollo
 * (`requestGraphQL`, no `__typename`), and the cache needs the type to normalise it.
 */
function knowUser(client: ApolloClient, user: SessionUser | null) {
  if (!user || client.readQuery({ query: SessionMeQuery })) return;
  const me = { ...user, __typename: 'User' as const, role: user.role && { ...user.role, __typename: 'Role' as const } };
  client.writeQuery({ query: SessionMeQuery, data: { me } });
}

/** `/app/profile`: the signed-in user's own profile (spec §1, §4). */
export function ProfilePage() {
  const t = useMessages(profileMessages);
  // The user is in the cache from the session (before the page's query reads it): shown at once while
  // the tokens are read.
  const client = useApolloClient();
  const user = useSessionUser();
  useState(() => knowUser(client, user));
  // A partial answer renders (issue 24): the tokens panel degrades alone where the API keeps none.
  const { data, dataState, error, loading, refetch } = useQuery(ProfileRouteQuery, { returnPartialData: true, errorPolicy: 'all' });
  const me = useFragment({ fragment: SessionUserFragmentDoc, fragmentName: 'SessionUser', from: data?.me ?? null });
  const tokensFailed = errorsAt(error, ['apiTokens']).length > 0;
  // The screen fails only when the user is not there (an error outside the tokens, or no answer at all).
  const screenError = error && (!data?.me || !tokensFailed) ? error : undefined;

  return (
    <>
      <PageHeader title={t.title} />
      {screenError ? (
        <QueryError error={screenError} onRetry={() => void refetch()} retrying={loading} />
      ) : me.dataState === 'complete' && me.data ? (
        <Stack gap="6">
          <ProfileCard user={me.data} />
          {isUnsupported(error, ['apiTokens']) ? (
            <UnsupportedPanel what="apiTokens" maxW="2xl" />
          ) : tokensFailed ? (
            <QueryError error={error} onRetry={() => void refetch()} retrying={loading} />
          ) : dataState === 'complete' && data.apiTokens ? (
            <ApiTokensSection tokens={data.apiTokens} />
          ) : (
            <Skeleton height="40" maxW="2xl" borderRadius="l3" aria-busy="true" />
          )}
        </Stack>
      ) : (
        <Card.Root maxW="2xl" borderRadius="l3" aria-busy="true">
          <Card.Body>
            <Stack gap="4">
              <Skeleton height="14" width="60%" />
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height="6" />
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </>
  );
}
