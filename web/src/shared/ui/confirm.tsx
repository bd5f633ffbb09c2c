// Confirmation dialogs (spec §8): 'Подтвердите действие' with Продолжить / Отмена by default, and
// 'Подтвердите удаление' with Удалить for removals — always one of these two titles; a dialog's own
// question ('Заблокировать пользователя?') is the first line of its body. `const confirm = useConfirm()` then
// `if (await confirm.remove({ description })) …`; the promise answers false on cancel or Escape.
// The dialog itself (`confirm-dialog.tsx`) loads on demand (`on-demand.tsx`): with the first
// confirmation asked for, or earlier on the intent of a button that asks for one (`confirmIntent`);
// when it cannot be loaded, the failure is said and the promise answers false.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import type * as ConfirmDialogModule from './confirm-dialog';
import type { ConfirmOptions } from './confirm-dialog';
import { intentOf, onDemand, sayLoadFailed, type OnDemand } from './on-demand';

export type { ConfirmOptions } from './confirm-dialog';

export interface Confirm {
  (options?: ConfirmOptions): Promise<boolean>;
  /** 'Подтвердите удаление' with a red Удалить. */
  remove(options?: Omit<ConfirmOptions, 'destructive'>): Promise<boolean>;
}

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/** The dialog's code: `intentOf(…, confirmDialogCode)` for a button that may also need other code. */
export const confirmDialogCode = onDemand<typeof ConfirmDialogModule>(() => import('./confirm-dialog'));

/**
 * Spread on every button (or checkbox) that asks for a confirmation: its pointer or focus starts
 * loading the dialog, so that the click usually finds it there.
 */
export const confirmIntent = intentOf(confirmDialogCode);

/**
 * `dialog`: where the dialog's code comes from — the module's own on-demand chunk; a test gives one
 * that fails (the web tests share their workers' modules, so a mocked import would find the chunk
 * another file has loaded).
 */
export function ConfirmProvider({ children, dialog = confirmDialogCode }: { children: ReactNode; dialog?: OnDemand<typeof ConfirmDialogModule> }) {
  const { t } = useI18n();
  const [pending, setPending] = useState<Pending | null>(null);
  const [view, setView] = useState(() => dialog.loaded);
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
        dialog.load().then(
          (module) => {
            setView(module);
            if (pendingRef.current === next) setPending(next);
          },
          () => {
            if (pendingRef.current !== next) return;
            pendingRef.current = null;
            resolve(false);
            sayLoadFailed();
          },
        );
      });
    return Object.assign(open, {
      remove: (options: Omit<ConfirmOptions, 'destructive'> = {}) => open({ confirmLabel: t.dialog.remove, ...options, destructive: true }),
    });
  }, [t, dialog]);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {view && <view.ConfirmDialog pending={pending} close={close} />}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
