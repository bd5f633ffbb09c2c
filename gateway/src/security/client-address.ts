// The one home of "who is the client" (issue 23, F2): the address the API's audit trail and its
// per-address sign-in limit see. The client's own `X-Forwarded-For` is believed only when the peer
// that sent the request is a trusted proxy (`TRUST_PROXY`, none by default); the header is never
// passed on as the client wrote it.
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** Trusted proxy peers (`TRUST_PROXY`): addresses and CIDR ranges, IPv4 and IPv6. */
export interface TrustedProxies {
  /** The entries as configured (for the log and tests). */
  readonly entries: readonly string[];
  trusts(address: string): boolean;
}

/** `::ffff:10.0.0.1` → `10.0.0.1`; `[::1]` → `::1`; anything that is not an IP address → null. */
export function normalizeAddress(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let text = raw.trim();
  if (text.startsWith('[') && text.includes(']')) text = text.slice(1, text.indexOf(']'));
  // `1.2.3.4:5678` as some proxies write it.
  const v4port = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  if (v4port) text = v4port[1]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped) text = mapped[1]!;
  const family = isIP(text);
  if (family === 0) return null;
  return family === 6 ? text.toLowerCase() : text;
}

/**
 * Parses `TRUST_PROXY`: comma-separated IP addresses or CIDR ranges (`10.0.0.0/8`, `::1`), or
 * `false`/empty for none. Throws on anything else (a host name, `true`, a bad prefix).
 */
export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const text = raw?.trim() ?? '';
  const list = new BlockList();
  const entries: string[] = [];
  if (text !== '' && text.toLowerCase() !== 'false') {
    for (const part of text.split(',').map((s) => s.trim())) {
      const slash = part.indexOf('/');
      const address = normalizeAddress(slash < 0 ? part : part.slice(0, slash));
      if (!part || !address) {
        throw new Error(`TRUST_PROXY must be false or comma-separated IP addresses/CIDR ranges, got "${raw}"`);
      }
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (slash < 0) {
        list.addAddress(address, type);
      } else {
        const prefixText = part.slice(slash + 1);
        const prefix = Number(prefixText);
        const max = type === 'ipv6' ? 128 : 32;
        if (!/^\d{1,3}$/.test(prefixText) || prefix > max) {
          throw new Error(`TRUST_PROXY must be false or comma-separated IP addresses/CIDR ranges, got "${raw}"`);
        }
        list.addSubnet(address, prefix, type);
      }
      entries.push(part);
    }
  }
  return {
    entries,
    trusts(address) {
      const normal = normalizeAddress(address);
      if (!normal || entries.length === 0) return false;
      return list.check(normal, isIP(normal) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy; then
 * `X-Forwarded-For` is walked from the right, skipping trusted proxies, and the first address that
 * is not one is the client. An entry that is not an IP address stops the walk (the trusted hop that
 * wrote it is the client as far as anyone can tell); when every entry is trusted, the leftmost is.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: TrustedProxies): string | null {
  const known = peerOf(req.socket, trusted);
  if (!known?.trusted) return known?.peer ?? null;
  const peer = known.peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]);
    if (!hop) break;
    client = hop;
    if (!trusted.trusts(hop)) break;
  }
  return client;
}

/**
 * A connection's peer, normalised, and whether the proxies trust it, worked out once per connection
 * and set of proxies: a kept-alive connection carries many requests, and its peer does not change
 * (issue 27). `X-Forwarded-For` is read per request.
 */
const peers = new WeakMap<object, { proxies: TrustedProxies; peer: string; trusted: boolean }>();

function peerOf(socket: Pick<IncomingMessage['socket'], 'remoteAddress'>, proxies: TrustedProxies) {
  const known = peers.get(socket);
  if (known?.proxies === proxies) return known;
  const peer = normalizeAddress(socket.remoteAddress);
  if (!peer) return null;
  const entry = { proxies, peer, trusted: proxies.trusts(peer) };
  peers.set(socket, entry);
  return entry;
}
