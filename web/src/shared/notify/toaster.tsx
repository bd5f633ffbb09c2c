// Notifications (spec §4, §8, §9): 2 s by default, 3 s where set (errors), permanent ones stay until
// clicked and say so ('нажмите, что бы закрыть').
import {
  CloseButton,
  createToaster,
  Portal,
  Stack,
  Text,
  Toast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n';

export const NOTIFY_DURATION_MS = 2000;
export const NOTIFY_LONG_DURATION_MS = 3000;
/** Spec §8: a failed ticket edit stays 5 s. */
export const NOTIFY_EDIT_ERROR_DURATION_MS = 5000;
/** Issue 25: how long a done action offers 'Отменить'. */
export const UNDO_OFFER_MS = 10_000;

export const toaster = createToaster({
  // Top centre: over the page title, not over the buttons people go back to (chats' send buttons sit
  // bottom right, forms' submit buttons bottom left), and Chakra keeps a hovered toast open.
  placement: 'top',
  pauseOnPageIdle: true,
  max: 5,
});

export function Toaster() {
  const { t } = useI18n();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const permanent = toast.duration === Infinity;
          return (
            <Toast.Root
              width={{ md: 'sm' }}
              cursor={permanent ? 'pointer' : undefined}
              onClick={permanent && toast.id ? () => toaster.dismiss(toast.id) : undefined}
              data-testid="toast"
            >
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
                {permanent && (
                  <Text textStyle="xs" opacity={0.8}>
                    {t.common.clickToClose}
                  </Text>
                )}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              {toast.closable && (
                <Toast.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t.nav.close} />
                </Toast.CloseTrigger>
              )}
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
