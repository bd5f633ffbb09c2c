// The client's address: the one function behind everything keyed by address (the audit trail, the
// per-address sign-in limit). X-Forwarded-For is written by whoever sends the request, so it is read
// only from a sender the API trusts (issue 23, F2):
//   1. the product's own gateway, proven by `X-Gateway-Secret` (GATEWAY_SECRET, compared in constant
//      time): the LAST X-Forwarded-For entry, the address the gateway itself saw;
//   2. a peer listed in TRUST_PROXY (addresses or CIDRs of reverse proxies): X-Forwarded-For walked from
//      the right, skipping trusted proxies; the first untrusted entry is the client;
//   3. anyone else: the socket's peer address, whatever the headers say.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

export interface ClientAddressOptions {
  /** TRUST_PROXY: addresses and CIDRs of trusted proxies; empty trusts none. */
  trustProxy?: readonly string[];
  /** GATEWAY_SECRET: the gateway proves itself with it; null when unset. */
  gatewaySecret?: string | null;
}

type Headers = Record<string, string | string[] | undefined>;

/** `::ffff:127.0.0.1` → `127.0.0.1`; brackets and a zone dropped; null when not an IP address. */
export function normalizeAddress(value: string | undefined | null): string | null {
  if (!value) return null;
  let text = value.trim();
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']') > 0 ? text.indexOf(']') : undefined);
  text = text.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1]!;
  return isIP(text) ? text.toLowerCase() : null;
}

/** Parses TRUST_PROXY's entries into a BlockList; throws naming the bad entry. */
export function trustList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits, extra] = entry.trim().split('/');
    const ip = normalizeAddress(address);
    const family = ip && isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    const prefix = bits === undefined ? null : Number(bits);
    if (!ip || extra !== undefined || (prefix !== null && (!/^\d+$/.test(bits!) || prefix > (family === 'ipv6' ? 128 : 32)))) {
      throw new Error(`"${entry}" is not an IP address or CIDR`);
    }
    if (prefix === null) list.addAddress(ip, family);
    else list.addSubnet(ip, prefix, family);
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export class ClientAddress {
  readonly #trusted: BlockList;
  readonly #trustsAny: boolean;
  readonly #secret: Buffer | null;

  constructor(options: ClientAddressOptions = {}) {
    this.#trusted = trustList(options.trustProxy ?? []);
    this.#trustsAny = (options.trustProxy ?? []).length > 0;
    this.#secret = options.gatewaySecret ? digest(options.gatewaySecret) : null;
  }

  #isTrusted(address: string): boolean {
    return this.#trustsAny && this.#trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }

  /** Whether the headers carry the gateway's secret (constant-time). */
  fromGateway(headers: Headers): boolean {
    if (!this.#secret) return false;
    const sent = headers[GATEWAY_SECRET_HEADER];
    const text = Array.isArray(sent) ? sent[0] : sent;
    return typeof text === 'string' && timingSafeEqual(digest(text), this.#secret);
  }

  /** The client's address of a request (or a socket.io handshake) from `peer` with these headers. */
  of(headers: Headers, peer: string | undefined | null): string | null {
    const direct = normalizeAddress(peer);
    const raw = headers['x-forwarded-for'];
    const forwarded = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (this.fromGateway(headers)) return normalizeAddress(forwarded.at(-1)) ?? direct;
    if (!direct || !this.#isTrusted(direct)) return direct;
    for (let i = forwarded.length - 1; i >= 0; i -= 1) {
      const hop = normalizeAddress(forwarded[i]);
      // A hop that is not an address was written by someone untrusted: stop at the last trusted one.
      if (!hop) return normalizeAddress(forwarded[i + 1]) ?? direct;
      if (!this.#isTrusted(hop)) return hop;
    }
    return normalizeAddress(forwarded[0]) ?? direct;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address (see above); null when the peer's is unknown. */
    clientAddress: string | null;
    /** Whether the request carries the gateway's secret. */
    fromGateway: boolean;
  }
  interface FastifyInstance {
    clientAddresses: ClientAddress;
  }
}

/** Sets request.clientAddress on every request, before any other hook reads it. */
export function registerClientAddress(app: FastifyInstance, resolver: ClientAddress): void {
  app.decorate('clientAddresses', resolver);
  app.decorateRequest('clientAddress', null);
  app.decorateRequest('fromGateway', false);
  app.addHook('onRequest', async (request) => {
    request.clientAddress = resolver.of(request.headers, request.socket.remoteAddress);
    request.fromGateway = resolver.fromGateway(request.headers);
  });
}
