// The confirmation dialog of confirm.tsx (spec §8), loaded when the page is first idle or on the first
// question (issue 27).
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  /** The question, shown as the body's first line under the spec's title (which never changes). */
  title?: string;
  description?: ReactNode;
  /** The confirming button's text; Продолжить by default, Удалить for `remove`. */
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

export interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

export default function ConfirmDialog({ pending, close }: { pending: Pending | null; close: (confirmed: boolean) => void }) {
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
