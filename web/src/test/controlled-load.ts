// A module load that waits for the test (a lazy part's or an on-demand dialog's code): `resolve()`
// answers the latest load with the module, `reject()` fails it as a chunk that could not be fetched.
import { vi } from 'vitest';

export function controlledLoad<M>(module: M) {
  let answer: { resolve: (module: M) => void; reject: (error: Error) => void } | null = null;
  const load = vi.fn(
    () =>
      new Promise<M>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  return {
    load,
    resolve: () => answer!.resolve(module),
    reject: () => answer!.reject(new TypeError('Failed to fetch dynamically imported module')),
  };
}
