import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './client-address';

const req = (peer: string, xff?: string | string[]) => ({ socket: { remoteAddress: peer }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as never;

describe('client address (TRUST_PROXY)', () => {
  it('trusts no proxy by default: the peer is the client, whatever X-Forwarded-For says', () => {
    for (const raw of [undefined, '', 'false', ' FALSE ']) {
      const none = parseTrustProxy(raw);
      expect(none.entries).toEqual([]);
      expect(clientAddress(req('127.0.0.1', '6.6.6.6'), none)).toBe('127.0.0.1');
      expect(clientAddress(req('::ffff:10.1.2.3', '6.6.6.6, 7.7.7.7'), none)).toBe('10.1.2.3');
    }
  });

  it('walks X-Forwarded-For from the right past trusted proxies when the peer is one', () => {
    const trusted = parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1');
    expect(trusted.entries).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    // The client wrote 6.6.6.6 itself; the trusted nginx (10.0.0.2) saw 5.5.5.5.
    expect(clientAddress(req('::ffff:127.0.0.1', '6.6.6.6, 5.5.5.5, 10.0.0.2'), trusted)).toBe('5.5.5.5');
    expect(clientAddress(req('::1', ['6.6.6.6', '5.5.5.5']), trusted)).toBe('5.5.5.5');
    // Every hop trusted: the leftmost.
    expect(clientAddress(req('127.0.0.1', '10.9.9.9, 10.0.0.2'), trusted)).toBe('10.9.9.9');
    // No header: the proxy itself.
    expect(clientAddress(req('127.0.0.1'), trusted)).toBe('127.0.0.1');
    // Garbage stops the walk at the trusted hop that wrote it.
    expect(clientAddress(req('127.0.0.1', 'x"; DROP, 10.0.0.7'), trusted)).toBe('10.0.0.7');
    expect(clientAddress(req('127.0.0.1', 'not-an-ip'), trusted)).toBe('127.0.0.1');
    // An untrusted peer in a trusted range's neighbourhood is not trusted.
    expect(clientAddress(req('11.0.0.1', '6.6.6.6'), trusted)).toBe('11.0.0.1');
    expect(clientAddress(req('2001:db8::1', '6.6.6.6'), parseTrustProxy('2001:db8::/32'))).toBe('6.6.6.6');
  });

  it('reads X-Forwarded-For per request on a kept-alive connection, and the peer against each set of proxies', () => {
    const socket = { remoteAddress: '::ffff:10.0.0.2' };
    const on = (xff?: string) => ({ socket, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as never;
    const proxy = parseTrustProxy('10.0.0.0/8');
    const none = parseTrustProxy('false');
    expect([
      clientAddress(on('6.6.6.6'), proxy),
      clientAddress(on('5.5.5.5'), proxy),
      clientAddress(on('5.5.5.5'), none),
      clientAddress(on(), proxy),
      clientAddress(on('7.7.7.7'), proxy),
    ]).toEqual(['6.6.6.6', '5.5.5.5', '10.0.0.2', '10.0.0.2', '7.7.7.7']);
  });

  it('refuses a TRUST_PROXY that is not addresses or CIDR ranges', () => {
    for (const bad of ['true', 'nginx', '10.0.0.0/33', '::/129', '10.0.0.1,,10.0.0.2', '10.0.0.0/x', '1.2.3']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(`TRUST_PROXY must be false or comma-separated IP addresses/CIDR ranges, got "${bad}"`);
    }
  });
});
