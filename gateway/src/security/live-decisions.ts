// Who reads whom, as decided for a live stream about many records (issue 37: the API tells every
// staff socket of every conversation, `conversationUpdated`): one decision per subscriber token and
// record, kept a few seconds, so an event costs no REST read for the subscribers that were just
// checked. Every mutation through this gateway that may change who reads whom (all but the
// messenger's) drops every decision once it has settled (policy.ts `enforcePolicy`: a spec §7 API
// writes a person's places with GETs, so REST methods cannot tell); a change made elsewhere (another
// replica, the API directly) is seen when the decision expires (ADR 0068).

/** Mutations that never change who reads whom: sending messages, marking them read. */
const HARMLESS = new Set(['sendMessage', 'sendRoomMessage', 'markConversationRead']);
/** Past this many decisions the cache starts again (subscribers × people seen within `ttlMs`). */
const MAX_DECISIONS = 10_000;

/** A subscriber's reach of a record now: he reads it, he has lost it, or the API could not tell (an outage). */
export type Reach = 'reads' | 'lost' | 'unknown';

const decisions = new Map<string, { until: number; reads: Promise<Reach> }>();

export const liveDecisions = {
  /** How long a decision holds, ms (tests lengthen it to count reads on a busy machine). */
  ttlMs: 5_000,
  /** A mutation settled (stored or not: a failure may still have written): all but a message's drop every decision. */
  mutated(name: string): void {
    if (!HARMLESS.has(name)) decisions.clear();
  },
  /** The decision for `key` (token and record) if it holds, else `decide()`'s, kept for `ttlMs`. */
  decide(key: string, decide: () => Promise<Reach>): Promise<Reach> {
    const now = Date.now();
    const known = decisions.get(key);
    if (known && known.until > now) return known.reads;
    if (decisions.size >= MAX_DECISIONS) decisions.clear();
    // Kept from the start: the subscriptions an event reaches at once share the one decision, and a
    // write answered meanwhile drops it with the others.
    const entry = { until: now + this.ttlMs, reads: decide() };
    decisions.set(key, entry);
    // What an outage left unknown is asked again at the next event.
    void entry.reads.then((reach) => {
      if (reach === 'unknown' && decisions.get(key) === entry) decisions.delete(key);
    });
    return entry.reads;
  },
};
