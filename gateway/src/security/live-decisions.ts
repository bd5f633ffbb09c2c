// Who reads whom, as decided for a live stream about many records (issue 37: the API tells every
// staff socket of every conversation, `conversationUpdated`): one decision per subscriber token and
// record, kept a few seconds, so an event costs no REST read for the subscribers that were just
// checked. Any write through this gateway that may change who reads whom (everything but messages and
// their read marks) drops every decision at once; a change made elsewhere (another replica, the API
// directly) is seen when the decision expires (ADR 0068).

/** Writes that never change who reads whom: sending messages, marking them read. */
const HARMLESS_WRITE = /^\/messages\//;
/** Past this many decisions the cache starts again (subscribers × people seen within `ttlMs`). */
const MAX_DECISIONS = 10_000;

const decisions = new Map<string, { until: number; reads: Promise<boolean> }>();

export const liveDecisions = {
  /** How long a decision holds, ms (tests lengthen it to count reads on a busy machine). */
  ttlMs: 5_000,
  /** Every REST call the gateway makes (server.ts): a write other than a message's drops all decisions. */
  noteCall(method: string, path: string): void {
    if (method === 'GET' || method === 'HEAD' || HARMLESS_WRITE.test(path)) return;
    decisions.clear();
  },
  /** The decision for `key` (token and record) if it holds, else `decide()`'s, kept for `ttlMs`. */
  decide(key: string, decide: () => Promise<boolean>): Promise<boolean> {
    const now = Date.now();
    const known = decisions.get(key);
    if (known && known.until > now) return known.reads;
    if (decisions.size >= MAX_DECISIONS) decisions.clear();
    // Kept from the start: the subscriptions an event reaches at once share the one decision, and a
    // write answered meanwhile drops it with the others.
    const entry = { until: now + this.ttlMs, reads: decide() };
    decisions.set(key, entry);
    return entry.reads;
  },
};
