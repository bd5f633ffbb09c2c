import { Box, Flex, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useI18n } from '../../shared/i18n/i18n';
import { useSessionUser } from '../../shared/session/session-context';
import { SkipLink } from '../../shared/ui/skip-link';
import { useMediaQuery } from '../../shared/ui/use-media';
import { whenIdle } from '../../shared/notify/toaster';
import { paths } from '../../shared/paths';
import { onDemand, preload } from '../../shared/ui/on-demand';
import { AppHeader } from './app-header';
import type * as MenuDrawerModule from './menu-drawer';
import { SidebarBrand, SidebarNav } from './sidebar';

export const MAIN_ID = 'main';

/** The drawer's content id: the menu button's `aria-controls`, as Chakra's trigger gave it. */
const MENU_DRAWER_ID = 'app-menu-drawer';

// The drawer's code (menu-drawer.tsx), loaded once; again after a failure (on-demand.tsx). A failure
// on the press shows the route's error page with its retry, as any chunk that does not load.
const menuDrawerCode = onDemand<typeof MenuDrawerModule>(() => import('./menu-drawer'));
const MenuDrawer = lazy(() => menuDrawerCode.load());

function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M3 5h14v1.6H3zM3 9.2h14v1.6H3zM3 13.4h14V15H3z" />
    </svg>
  );
}

/** Below 1024 px the sections are a drawer: a 256 px sidebar left a tablet's lists 480 px (docs/adr/0089-the-sections-drawer-below-1024-px.md). */
const DRAWER_QUERY = '(max-width: 1023.98px)';

/**
 * `/app/*`: a skip link, the sidebar with the sections (a drawer below 1024 px), the header
 * with breadcrumbs, the user, the theme and language switches and sign-out, and the section's screen.
 */
export function AppLayout() {
  const { t } = useI18n();
  const user = useSessionUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawer = useMediaQuery(DRAWER_QUERY);
  // A phone or a tablet will likely open the menu: its code loads when the page is first idle.
  useEffect(() => {
    if (drawer) return whenIdle(preload(menuDrawerCode));
  }, [drawer]);

  // The session was cleared (sign-out, another tab, or the gateway said it is gone).
  if (!user) return <Navigate to={paths.login} replace />;

  const openMenu = () => {
    setDrawerWanted(true);
    setMenuOpen(true);
  };
  // What Chakra's Drawer.Trigger gave the button (aria-haspopup, -expanded, -controls, data-state),
  // without its dialog machine: the drawer is drawn once it is wanted (menu-drawer.tsx).
  const menuButton = (
    <>
      <IconButton
        ref={menuButtonRef}
        variant="ghost"
        aria-label={t.nav.menu}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls={drawerWanted ? MENU_DRAWER_ID : undefined}
        data-state={menuOpen ? 'open' : 'closed'}
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={openMenu}
      >
        <MenuIcon />
      </IconButton>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer id={MENU_DRAWER_ID} open={menuOpen} onOpenChange={setMenuOpen} user={user} menuButton={menuButtonRef} />
        </Suspense>
      )}
    </>
  );

  // While the drawer is open the page behind it is inert: Chakra (zag) only marks it aria-hidden,
  // which leaves its links focusable for assistive technology (axe: aria-hidden-focus).
  return (
    <div inert={menuOpen || undefined}>
      <SkipLink target={MAIN_ID} />
      <Flex minH="100dvh">
        <Box as="aside" display={{ base: 'none', lg: 'block' }} w="64" flexShrink={0} bg="bg" borderRightWidth="1px">
          <Box position="sticky" top="0" maxH="100dvh" overflowY="auto" py="5" px="3">
            <Box mb="6">
              <SidebarBrand />
            </Box>
            <SidebarNav roleName={user.roleName} />
          </Box>
        </Box>
        <Flex direction="column" flex="1" minW="0">
          <AppHeader user={user} menuButton={menuButton} />
          <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }} maxW="7xl" w="full" _focusVisible={{ outline: 'none' }}>
            <Outlet />
          </Box>
        </Flex>
      </Flex>
    </div>
  );
}
