// The confirmation dialog of spec §8 that `confirm.tsx`'s provider draws, loaded with the first
// confirmation asked for (or on the intent of a button that asks for one): a route does not carry
// the dialog's code (zag's dialog, focus trap, scroll lock) until then (issue 27).
import { Button, Dialog, Text, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { DialogFrame } from './titled-dialog';

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
    <ConfirmFrame
      open={pending !== null}
      placement="center"
      title={pending?.destructive ? t.dialog.removeTitle : t.dialog.confirmTitle}
      cancelLabel={pending?.cancelLabel ?? t.dialog.cancel}
      confirmLabel={pending?.confirmLabel ?? t.dialog.continue}
      destructive={pending?.destructive}
      close={close}
    >
      {(pending?.title != null || pending?.description != null) && (
        <>
          {pending?.title != null && (
            <Text fontWeight="semibold" mb={pending.description != null ? '2' : undefined}>
              {pending.title}
            </Text>
          )}
          {pending?.description}
        </>
      )}
    </ConfirmFrame>
  );
}

interface ConfirmFrameProps extends Pick<DialogRootProps, 'open' | 'placement'>, Pick<ConfirmOptions, 'destructive'> {
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  loading?: boolean;
  close: (confirmed: boolean) => void;
  children: ReactNode;
}

/** The alert dialog of a confirmation (and of the ticket's one-field dialogs): its title, its body (if any), Cancel and the confirming button. */
export function ConfirmFrame({ title, cancelLabel, confirmLabel, destructive, loading, close, children, ...root }: ConfirmFrameProps) {
  return (
    <DialogFrame role="alertdialog" onOpenChange={(details) => !details.open && close(false)} title={title} {...root}>
      {children && <Dialog.Body>{children}</Dialog.Body>}
      <Dialog.Footer>
        <Button variant="outline" onClick={() => close(false)}>
          {cancelLabel}
        </Button>
        <Button colorPalette={destructive ? 'red' : 'blue'} onClick={() => close(true)} loading={loading}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
