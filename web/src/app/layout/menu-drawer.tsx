// The sections in a drawer below 1024 px (docs/adr/0089-the-sections-drawer-below-1024-px.md), opened by the header's menu button
// (app-layout.tsx). A chunk of its own (issue 27): zag's dialog machine (focus trap, scroll lock,
// dismissal; ~8 kB gzipped with what it brings) is not loaded with every /app route for a drawer that
// only phones and tablets open. It loads when a page below 1024 px is first idle, or on the first press of the button.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';
import type { RefObject } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import type { SessionUser } from '../../shared/session/session-store';
import { ExplorerLink, UserLines } from './app-header';
import { SidebarBrand, SidebarNav } from './sidebar';

export interface MenuDrawerProps {
  /** The content's id (the menu button's `aria-controls`). */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  /** The menu button: focus returns to it when the drawer closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

export default function MenuDrawer({ id, open, onOpenChange, user, menuButton }: MenuDrawerProps) {
  const { t } = useI18n();
  return (
    <Drawer.Root
      // Its recipe comes with it, not with every /app route (app-theme.ts).
      recipe={drawerSlotRecipe}
      placement="start"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      ids={{ content: id }}
      finalFocusEl={() => menuButton.current}
    >
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
              <UserLines user={user} px="3" data-testid="drawer-user" display={{ base: 'block', md: 'none' }} />
            </Drawer.Header>
            <Drawer.Body px="3">
              <SidebarNav roleName={user.roleName} onNavigate={() => onOpenChange(false)} />
              <ExplorerLink user={user} display="block" px="3" mt="5" />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.nav.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
