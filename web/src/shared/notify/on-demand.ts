// Saying an error on a page that does not carry the error texts (the sign-in and reminder pages: the
// texts of every code in three languages are ~5 kB gzipped, issue 27). They are loaded when an error
// is to be said; when they cannot be loaded the connection is gone, and that is what is said.
import { messages } from '../i18n/i18n';
import { NOTIFY_LONG_DURATION_MS, toaster } from './toaster';

/**
 * The modules loaded here. A test makes them fail to load through this object, not by mocking the
 * modules: the Apollo client imports the error texts too, and in a worker that runs the files one after
 * another (web's `isolate: false`) a client that failed to load stays failed for the next files.
 */
export const onDemand = {
  errors: () => import('../apollo/errors'),
  notify: () => import('./notify'),
};

/** `errorMessage(error, fallback)` of `apollo/errors.ts`, loaded now. */
export async function errorMessageOnDemand(error: unknown, fallback?: string): Promise<string> {
  try {
    const { errorMessage } = await onDemand.errors();
    return errorMessage(error, fallback);
  } catch {
    return messages().common.networkError;
  }
}

/** `notify.error(error)` of `notify.ts`, loaded now. */
export async function notifyErrorOnDemand(error: unknown): Promise<void> {
  try {
    const { notify } = await onDemand.notify();
    notify.error(error);
  } catch {
    const t = messages().common;
    toaster.create({ type: 'error', title: t.error, description: t.networkError, duration: NOTIFY_LONG_DURATION_MS, closable: true });
  }
}
