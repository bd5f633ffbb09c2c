// Notifications (spec §4, §9): 2 s by default, 3 s for errors, permanent ones close on click.
import {
  CloseButton,
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react';

export const NOTIFY_DURATION_MS = 2000;
export const NOTIFY_ERROR_DURATION_MS = 3000;

export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 5,
});

export const notify = {
  success(title: string, description?: string): void {
    toaster.create({ type: 'success', title, description, duration: NOTIFY_DURATION_MS, closable: true });
  },
  info(title: string, description?: string): void {
    toaster.create({ type: 'info', title, description, duration: NOTIFY_DURATION_MS, closable: true });
  },
  error(title: string, description?: string): void {
    toaster.create({ type: 'error', title, description, duration: NOTIFY_ERROR_DURATION_MS, closable: true });
  },
  /** Stays until clicked (e.g. an invite code the user has to copy). */
  permanent(title: string, description?: string): void {
    toaster.create({ type: 'info', title, description, duration: Infinity, closable: true });
  },
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            onClick={toast.duration === Infinity && toast.id ? () => toaster.dismiss(toast.id) : undefined}
          >
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
