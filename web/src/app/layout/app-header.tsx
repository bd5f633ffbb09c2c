import { Box, Button, Flex, HStack, Link, Text, type BoxProps, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useI18n } from '../../shared/i18n/i18n';
import type { SessionUser } from '../../shared/session/session-store';
import { Breadcrumbs, type Crumb } from '../../shared/ui/breadcrumbs';
import { useCurrentPageCrumbs } from '../../shared/ui/page-crumbs';
import { ShellSettings } from '../../shared/ui/shell-settings';
import { roleLabel, userDisplayName } from '../../shared/users';
import { paths } from '../../shared/paths';
import { routeTitle } from '../route-handle';
import { ConnectionIndicator } from './connection-indicator';
import { currentSection } from './sidebar';

/**
 * Главная › the section › what the screen names (its parent and its record: a vendor's name, 'Чек
 * № 576'), or the route's title while the screen has not named them; each cut at 30 characters.
 */
function useCrumbs(): Crumb[] {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const title = routeTitle(useMatches());
  const named = useCurrentPageCrumbs();
  const section = currentSection(pathname);
  const crumbs: Crumb[] = [{ label: t.nav.sections.profile, to: paths.profile }];
  const screen: Crumb[] = named ? [...named] : title ? [{ label: title }] : [];
  if (section && section.key !== 'profile') {
    crumbs.push({ label: t.nav.sections[section.key], to: section.path });
    if (pathname !== section.path) crumbs.push(...screen);
  } else if (!section) {
    crumbs.push(...screen);
  }
  return crumbs;
}

/** Top bar of /app: the menu button on narrow screens, breadcrumbs, who is signed in, switches, sign-out. */
export function AppHeader({ user, menuButton }: { user: SessionUser; menuButton?: ReactNode }) {
  const { t } = useI18n();
  const { signOut, signingOut } = useSignOut();
  const crumbs = useCrumbs();
  return (
    // From 1024 px one bar: breadcrumbs (all the room the user and the switches leave, a long trail in
    // two lines), then the user and the switches, which never shrink. Narrower, the breadcrumbs take a
    // line of their own under the bar (squeezed beside the user at 768–890 px they were cut to 'Гл…' or
    // broke inside words).
    <Flex
      as="header"
      minH="16"
      px={{ base: '3', md: '6' }}
      py={{ base: '2', lg: '0' }}
      align="center"
      wrap={{ base: 'wrap', lg: 'nowrap' }}
      columnGap="3"
      rowGap="1"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {menuButton}
      <Box flex={{ base: '1 0 100%', lg: '1' }} order={{ base: 1, lg: 0 }} minW="0" data-testid="header-breadcrumbs">
        <Breadcrumbs items={crumbs} />
      </Box>
      <Box flex="1" display={{ base: 'block', lg: 'none' }} />
      <HStack gap={{ base: '1', md: '3' }} flexShrink={0}>
        <ConnectionIndicator />
        <UserLines user={user} textAlign="end" data-testid="current-user" display={{ base: 'none', md: 'block' }} />
        <ExplorerLink user={user} display={{ base: 'none', lg: 'inline' }} />
        <ShellSettings />
        <Button variant="outline" size="sm" onClick={() => void signOut()} loading={signingOut}>
          {t.header.signOut}
        </Button>
      </HStack>
    </Flex>
  );
}

/**
 * The GraphQL explorer is a page of its own (not a route of this app): a plain link, for whom the
 * gateway lets read the schema (`rights.useExplorer`). In the header from 1024 px, in the drawer below.
 */
export function ExplorerLink({ user, ...link }: LinkProps & { user: SessionUser }) {
  const { t } = useI18n();
  if (!user.rights?.useExplorer) return null;
  return (
    <Link href="/graphql" textStyle="sm" color="fg.muted" target="_blank" rel="noopener" {...link}>
      {t.header.explorer}
    </Link>
  );
}

/** The signed-in user's name over his role: the header's corner, and the drawer's head below 768 px. */
export function UserLines({ user, ...box }: BoxProps & { user: SessionUser }) {
  return (
    <Box lineHeight="short" {...box}>
      <Text fontWeight="semibold" textStyle="sm">
        {userDisplayName(user)}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {roleLabel(user.roleName, user.role?.title)}
      </Text>
    </Box>
  );
}
