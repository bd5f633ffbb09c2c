// Saying an error on a page that does not carry the error texts (the sign-in and reminder pages: the
// texts of every code in three languages are ~5 kB gzipped, issue 27). They are loaded when an error
// is to be said; when they cannot be loaded the connection is gone, and that is what is said.
import type * as ErrorsModule from '../apollo/errors';
import { messages } from '../i18n/i18n';
import { onDemand } from '../ui/on-demand';
import type * as NotifyModule from './notify';
import { NOTIFY_LONG_DURATION_MS, toaster } from './toaster';

// A test makes these fail to load through their `load`, not by mocking the modules: the Apollo client
// imports the error texts too, and in a worker that runs the files one after another (web's
// `isolate: false`) a client that failed to load stays failed for the next files.
export const errorTextsCode = onDemand<typeof ErrorsModule>(() => import('../apollo/errors'));
export const notifyCode = onDemand<typeof NotifyModule>(() => import('./notify'));

/** `errorMessage(error, fallback)` of `apollo/errors.ts`, loaded now. */
export async function errorMessageOnDemand(error: unknown, fallback?: string): Promise<string> {
  try {
    const { errorMessage } = await errorTextsCode.load();
    return errorMessage(error, fallback);
  } catch {
    return messages().common.networkError;
  }
}

/** `notify.error(error)` of `notify.ts`, loaded now. */
export async function notifyErrorOnDemand(error: unknown): Promise<void> {
  try {
    const { notify } = await notifyCode.load();
    notify.error(error);
  } catch {
    const t = messages().common;
    toaster.create({ type: 'error', title: t.error, description: t.networkError, duration: NOTIFY_LONG_DURATION_MS, closable: true });
  }
}
