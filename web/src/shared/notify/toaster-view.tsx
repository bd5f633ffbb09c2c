// The toasts themselves (spec §4, §8, §9): Chakra's toaster and its zag machine, loaded on the first
// toast or when the page is idle (toaster.tsx), so that no route carries them on arrival (issue 27).
import {
  ChakraProvider,
  CloseButton,
  createToaster,
  type CreateToasterReturn,
  Portal,
  Stack,
  Text,
  Toast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { system } from '../theme/chakra-system';

/** What `toaster.create` takes: Chakra's toast options. */
export type ToastOptions = Parameters<CreateToasterReturn<ReactNode>['create']>[0];

/** What the mounted region offers: Chakra's toaster. */
export interface ToasterTarget {
  create: (options: ToastOptions) => void;
  /** Removes every toast. */
  remove: () => void;
}

const toaster = createToaster({
  // Top centre: over the page title, not over the buttons people go back to (chats' send buttons sit
  // bottom right, forms' submit buttons bottom left), and Chakra keeps a hovered toast open.
  placement: 'top',
  pauseOnPageIdle: true,
  max: 5,
});

type Attach = (target: ToasterTarget) => () => void;

/**
 * Takes the toasts asked for so far and every later one, once the region beside it has started: zag
 * starts ChakraToaster's machine (which subscribes to the store) in a microtask queued by a layout
 * effect, so this passive effect queues its own after it. A toast created earlier is not shown.
 */
function Attached({ attach }: { attach: Attach }) {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let active = true;
    queueMicrotask(() => {
      if (active) detach = attach({ create: (options) => void toaster.create(options), remove: () => toaster.remove() });
    });
    return () => {
      active = false;
      detach?.();
    };
  }, [attach]);
  return null;
}

/**
 * The toasts' region (the Portal mounts its content after its own first render), in a ChakraProvider
 * of its own: the routes outside /app draw without Chakra (app/providers.tsx).
 */
export default function ToasterView({ attach }: { attach: Attach }) {
  const { t } = useI18n();
  return (
    <ChakraProvider value={system}>
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
      <Attached attach={attach} />
      </Portal>
    </ChakraProvider>
  );
}
