// The toasts themselves (spec §4, §8, §9): Chakra's toaster and its zag machine, loaded on the first
// toast or when the page is idle (toaster.tsx), so that no route carries them on arrival (issue 27).
import { ChakraProvider, CloseButton, createToaster, type CreateToasterReturn, Portal, Stack, Text, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
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

/** The CSS variable with the room the shown toasts take at the top of the screen (px). */
export const TOAST_ROOM_VAR = '--toast-room';

/**
 * Measures the room the shown toasts take at the top of the screen (the region's offset, their
 * heights and the gaps between them, and a gap below) into `--toast-room` on <html>, and removes it
 * when none is shown: an open dialog's positioner keeps its content below that room (app-theme.ts),
 * so a toast never hides a dialog's title, close button or fields. Layout heights, not the
 * animated boxes: the room is the toasts' resting place.
 */
export function measureToastRoom(group: HTMLElement | null, root: HTMLElement = document.documentElement): void {
  const shown = group ? [...group.querySelectorAll<HTMLElement>('[data-part="root"]')].filter((toast) => toast.dataset.state !== 'closed') : [];
  if (!group || shown.length === 0) {
    root.style.removeProperty(TOAST_ROOM_VAR);
    return;
  }
  const gap = parseFloat(group.style.getPropertyValue('--gap')) || 16;
  const heights = shown.reduce((sum, toast) => sum + toast.offsetHeight, 0);
  const room = group.getBoundingClientRect().top + heights + gap * shown.length;
  root.style.setProperty(TOAST_ROOM_VAR, `${Math.ceil(room)}px`);
}

/**
 * Keeps `--toast-room` up to date while the region is there (see `measureToastRoom`): the region's
 * ref, so it starts with the region whenever the Portal mounts it. Answers the cleanup.
 */
function watchToastRoom(group: HTMLElement | null): (() => void) | undefined {
  if (!group) return undefined;
  const measure = () => measureToastRoom(group);
  // A toast's text may wrap anew (the window resized); jsdom has no ResizeObserver.
  const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
  const changed = new MutationObserver(() => {
    resized?.disconnect();
    group.querySelectorAll('[data-part="root"]').forEach((toast) => resized?.observe(toast));
    measure();
  });
  changed.observe(group, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
  measure();
  return () => {
    changed.disconnect();
    resized?.disconnect();
    measureToastRoom(null);
  };
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
        {/* Chakra's Toaster forwards its ref to the region (Ark's forwardRef); its props type leaves it out. */}
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t.common.notifications} {...({ ref: watchToastRoom } as object)}>
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
