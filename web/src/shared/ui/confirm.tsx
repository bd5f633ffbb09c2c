// Confirmation dialogs (spec §8): 'Подтвердите действие' with Продолжить / Отмена by default, and
// 'Подтвердите удаление' with Удалить for removals — always one of these two titles; a dialog's own
// question ('Заблокировать пользователя?') is the first line of its body. `const confirm = useConfirm()` then
// `if (await confirm.remove({ description })) …`; the promise answers false on cancel or Escape.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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

export interface Confirm {
  (options?: ConfirmOptions): Promise<boolean>;
  /** 'Подтвердите удаление' with a red Удалить. */
  remove(options?: Omit<ConfirmOptions, 'destructive'>): Promise<boolean>;
}

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const close = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useMemo(() => {
    const open = (options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false); // a dialog already open is cancelled
        const next = { ...options, resolve };
        pendingRef.current = next;
        setPending(next);
      });
    return Object.assign(open, {
      remove: (options: Omit<ConfirmOptions, 'destructive'> = {}) =>
        open({ confirmLabel: t.dialog.remove, ...options, destructive: true }),
    });
  }, [t]);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
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
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
