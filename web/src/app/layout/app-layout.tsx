import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useI18n } from '../../shared/i18n/i18n';
import { useSessionUser } from '../../shared/session/session-context';
import { roleLabel, userDisplayName } from '../../shared/users';
import { SkipLink } from '../../shared/ui/skip-link';
import { paths } from '../../shared/paths';
import { AppHeader } from './app-header';
import { SidebarBrand, SidebarNav } from './sidebar';

export const MAIN_ID = 'main';

function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M3 5h14v1.6H3zM3 9.2h14v1.6H3zM3 13.4h14V15H3z" />
    </svg>
  );
}

/**
 * `/app/*`: a skip link, the sidebar with the sections (a drawer below 768 px, spec §9), the header
 * with breadcrumbs, the user, the theme and language switches and sign-out, and the section's screen.
 */
export function AppLayout() {
  const { t } = useI18n();
  const user = useSessionUser();
  const [menuOpen, setMenuOpen] = useState(false);

  // The session was cleared (sign-out, another tab, or the gateway said it is gone).
  if (!user) return <Navigate to={paths.login} replace />;

  const menuButton = (
    <Drawer.Root placement="start" open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)}>
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label={t.nav.menu} display={{ base: 'inline-flex', md: 'none' }}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header flexDirection="column" alignItems="stretch" gap="4">
              <Drawer.Title asChild fontWeight="normal">
                <div>
                  <SidebarBrand />
                </div>
              </Drawer.Title>
              {/* The header has no room for the user below 768 px: it is here instead. */}
              <Box px="3" lineHeight="short" data-testid="drawer-user">
                <Text fontWeight="semibold" textStyle="sm">
                  {userDisplayName(user)}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {roleLabel(user.roleName, user.role?.title)}
                </Text>
              </Box>
            </Drawer.Header>
            <Drawer.Body px="3">
              <SidebarNav roleName={user.roleName} onNavigate={() => setMenuOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.nav.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );

  // While the drawer is open the page behind it is inert: Chakra (zag) only marks it aria-hidden,
  // which leaves its links focusable for assistive technology (axe: aria-hidden-focus).
  return (
    <div inert={menuOpen || undefined}>
      <SkipLink target={MAIN_ID} />
      <Flex minH="100dvh">
        <Box as="aside" display={{ base: 'none', md: 'block' }} w="64" flexShrink={0} bg="bg" borderRightWidth="1px">
          <Box position="sticky" top="0" maxH="100dvh" overflowY="auto" py="5" px="3">
            <Box mb="6">
              <SidebarBrand />
            </Box>
            <SidebarNav roleName={user.roleName} />
          </Box>
        </Box>
        <Flex direction="column" flex="1" minW="0">
          <AppHeader user={user} menuButton={menuButton} />
          <Box
            as="main"
            id={MAIN_ID}
            tabIndex={-1}
            flex="1"
            px={{ base: '4', md: '8' }}
            py={{ base: '5', md: '8' }}
            maxW="7xl"
            w="full"
            _focusVisible={{ outline: 'none' }}
          >
            <Outlet />
          </Box>
        </Flex>
      </Flex>
    </div>
  );
}
