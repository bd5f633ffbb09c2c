// The rules every chat log follows (spec §4, §9): messages 12 at a time, each once in order of time,
// a new message scrolls down only near the bottom (50 px; the first messages of a log always), and
// the top asks for older messages at most every 500 ms. The shared chat (`chat.tsx`) applies them.

/** Messages loaded at a time. */
export const CHAT_PAGE_SIZE = 12;
/** A new message scrolls down only within this distance of the bottom. */
export const NEAR_BOTTOM_PX = 50;
/** The top of the log asks for older messages at most this often. */
export const TOP_DEBOUNCE_MS = 500;

/** Messages in order of time (then id), each once; a later list's copy wins. */
export function mergeMessages<T extends { id: number; createdAt: string }>(...lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<number, T>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

type ScrollBox = { scrollHeight: number; scrollTop: number; clientHeight: number };

export const distanceToBottom = (box: ScrollBox) => box.scrollHeight - box.scrollTop - box.clientHeight;

/** Within `threshold` px of the bottom of a scroll box. */
export const nearBottom = (box: ScrollBox, threshold = NEAR_BOTTOM_PX) => distanceToBottom(box) <= threshold;
