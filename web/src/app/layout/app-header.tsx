import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSignOut } from '../../features/auth/use-sign-out';
import { authStrings } from '../../features/auth/strings';
import type { SessionUser } from '../../shared/session/session-store';
import { roleLabel, userDisplayName } from '../../shared/users';

/** Top bar of /app: the menu button on narrow screens, who is signed in, and sign-out. */
export function AppHeader({ user, menuButton }: { user: SessionUser; menuButton?: ReactNode }) {
  const { signOut, signingOut } = useSignOut();
  return (
    <Flex
      as="header"
      h="16"
      px={{ base: '4', md: '6' }}
      align="center"
      gap="3"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {menuButton}
      <Box flex="1" />
      <HStack gap="3">
        <Box textAlign="end" lineHeight="short" data-testid="current-user">
          <Text fontWeight="semibold" textStyle="sm">
            {userDisplayName(user)}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {roleLabel(user.roleName, user.role?.title)}
          </Text>
        </Box>
        <Button variant="outline" size="sm" onClick={() => void signOut()} loading={signingOut}>
          {authStrings.signOut}
        </Button>
      </HStack>
    </Flex>
  );
}
