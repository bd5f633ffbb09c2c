// An AsyncIterableIterator fed by pushes, for GraphQL subscriptions: values queue until the client
// pulls them; `return()` (the client unsubscribed or disconnected) runs the cleanup once.
export function pushIterator<T>(setup: (push: (value: T) => void) => () => void): AsyncIterableIterator<T> {
  const queue: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let done = false;
  const push = (value: T) => {
    if (done) return;
    const next = waiting.shift();
    if (next) next({ value, done: false });
    else queue.push(value);
  };
  const cleanup = setup(push);
  const finish = (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      cleanup();
      for (const next of waiting.splice(0)) next({ value: undefined, done: true });
      queue.length = 0;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw(error?: unknown) {
      void finish();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
