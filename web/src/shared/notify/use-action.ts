import { useCallback, useState } from 'react';
import { runAction, type ActionOptions } from './notify';

/**
 * `runAction` with a `running` flag for the button that started it:
 * `const [save, saving] = useAction(() => mutate(...), { success: 'Пользователь обновлен' })`.
 */
export function useAction<A extends unknown[], T>(
  action: (...args: A) => Promise<T>,
  options: ActionOptions<T> = {},
): [run: (...args: A) => Promise<T | undefined>, running: boolean] {
  const [running, setRunning] = useState(false);
  const { success, errorTitle } = options;
  const run = useCallback(
    async (...args: A) => {
      setRunning(true);
      try {
        return await runAction(() => action(...args), { success, errorTitle });
      } finally {
        setRunning(false);
      }
    },
    [action, success, errorTitle],
  );
  return [run, running];
}
