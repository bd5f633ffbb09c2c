// Confirmation dialogs (spec §8): 'Подтвердите действие' with Продолжить / Отмена by default, and
// 'Подтвердите удаление' with Удалить for removals — always one of these two titles; a dialog's own
// question ('Заблокировать пользователя?') is the first line of its body. `const confirm = useConfirm()` then
// `if (await confirm.remove({ description })) …`; the promise answers false on cancel or Escape.
// The dialog's code (Chakra's dialog, its focus trap: ~9 kB gzipped) is confirm-dialog.tsx, loaded
// when the page is first idle or on the first question if that comes sooner (issue 27).
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { whenIdle } from '../when-idle';
import type { ConfirmOptions, Pending } from './confirm-dialog';

export type { ConfirmOptions } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export interface Confirm {
  (options?: ConfirmOptions): Promise<boolean>;
  /** 'Подтвердите удаление' with a red Удалить. */
  remove(options?: Omit<ConfirmOptions, 'destructive'>): Promise<boolean>;
}

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  // The dialog is mounted (its code loaded) once the page is idle or a question is asked.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const shown = idle || pending !== null;

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
      {shown && (
        <Suspense fallback={null}>
          <ConfirmDialog pending={pending} close={close} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
