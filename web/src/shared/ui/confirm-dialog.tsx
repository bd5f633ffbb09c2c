// The confirmation dialog of spec §8 that `confirm.tsx`'s provider draws, loaded with the first
// confirmation asked for (or on the intent of a button that asks for one): a route does not carry
// the dialog's code (zag's dialog, focus trap, scroll lock) until then (issue 27).
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

export interface ConfirmOptions {
  /** The question, shown as the body's first line under the spec's title (which never changes). */
  title?: string;
  description?: ReactNode;
  /** The confirming button's text; Продолжить by default, Удалить for `remove`. */
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** 'Подтвердите действие' / 'Подтвердите удаление' for `pending`; closed while it is null. */
export function ConfirmDialog({ pending, close }: { pending: ConfirmOptions | null; close: (confirmed: boolean) => void }) {
  const { t } = useI18n();
  return (
    <Dialog.Root
      role="alertdialog"
      open={pending !== null}
      onOpenChange={(details) => {
        if (!details.open) close(false);
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{pending?.destructive ? t.dialog.removeTitle : t.dialog.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            {(pending?.title != null || pending?.description != null) && (
              <Dialog.Body>
                {pending?.title != null && (
                  <Text fontWeight="semibold" mb={pending.description != null ? '2' : undefined}>
                    {pending.title}
                  </Text>
                )}
                {pending?.description}
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={() => close(false)}>
                {pending?.cancelLabel ?? t.dialog.cancel}
              </Button>
              <Button colorPalette={pending?.destructive ? 'red' : 'blue'} onClick={() => close(true)}>
                {pending?.confirmLabel ?? t.dialog.continue}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
