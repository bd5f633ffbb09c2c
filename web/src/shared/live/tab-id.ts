/** This browser tab's id for presence and editing locks (issue 25): random, once per page load. */
export const TAB_ID: string = globalThis.crypto.randomUUID().replace(/-/g, '');
