import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('gateway config', () => {
  it('defaults: no trusted proxy, no secret, /metrics not public, 100 subscriptions per socket', () => {
    const config = loadConfig({});
    expect(config.trustProxy.entries).toEqual([]);
    expect([config.gatewaySecret, config.metricsToken, config.metricsPort, config.maxSubscriptionsPerSocket]).toEqual([null, null, null, 100]);
  });

  it('reads and validates TRUST_PROXY, GATEWAY_SECRET, METRICS_TOKEN, METRICS_PORT and MAX_SUBSCRIPTIONS_PER_SOCKET', () => {
    const config = loadConfig({
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      GATEWAY_SECRET: 'a'.repeat(32),
      METRICS_TOKEN: 'metrics-token-0123456789',
      METRICS_PORT: '9464',
      MAX_SUBSCRIPTIONS_PER_SOCKET: '5',
    });
    expect(config.trustProxy.entries).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect([config.gatewaySecret, config.metricsToken, config.metricsPort, config.maxSubscriptionsPerSocket]).toEqual(['a'.repeat(32), 'metrics-token-0123456789', 9464, 5]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow('TRUST_PROXY must be false or comma-separated IP addresses/CIDR ranges, got "proxy.local"');
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow('GATEWAY_SECRET must be 16 to 512 visible ASCII characters (no spaces)');
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, long enough' })).toThrow('METRICS_TOKEN must be 16 to 512 visible ASCII characters (no spaces)');
    expect(() => loadConfig({ MAX_SUBSCRIPTIONS_PER_SOCKET: '0' })).toThrow('MAX_SUBSCRIPTIONS_PER_SOCKET must be an integer from 1 to 10000, got "0"');
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow('METRICS_PORT must be an integer from 0 to 65535, got "x"');
  });
});

describe('the live state (presence, locks, caps)', () => {
  it('is in the process by default, in Redis with REDIS_URL, and refuses another URL or a cap of 0 by name', () => {
    expect(loadConfig({}).live).toEqual({ redisUrl: null, redisPrefix: 'gateway:', leaseMs: 30_000, lockTtlMs: 60_000, caps: { sockets: 20, subscriptions: 300, presence: 20 } });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'gw2:' }).live).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: 'gw2:' });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL must be a redis:// URL');
    expect(() => loadConfig({ MAX_SOCKETS_PER_USER: '0' })).toThrow('MAX_SOCKETS_PER_USER must be an integer from 1 to 10000, got "0"');
  });
});

describe('UPSTREAM_SOCKETIO', () => {
  it('is auto by default, 2 or 4 when set (3 speaks 4), and refuses anything else by name', () => {
    expect(loadConfig({}).upstreamSocketIo).toBe('auto');
    expect(loadConfig({ UPSTREAM_SOCKETIO: 'AUTO' }).upstreamSocketIo).toBe('auto');
    expect(loadConfig({ UPSTREAM_SOCKETIO: '2' }).upstreamSocketIo).toBe(2);
    expect(loadConfig({ UPSTREAM_SOCKETIO: '3' }).upstreamSocketIo).toBe(4);
    expect(loadConfig({ UPSTREAM_SOCKETIO: '4' }).upstreamSocketIo).toBe(4);
    expect(() => loadConfig({ UPSTREAM_SOCKETIO: 'v2' })).toThrow('UPSTREAM_SOCKETIO must be auto, 2 or 4, got "v2"');
  });

  it('CAPABILITIES_REFRESH_MS: five minutes by default, at least a second', () => {
    expect(loadConfig({}).capabilitiesRefreshMs).toBe(300_000);
    expect(() => loadConfig({ CAPABILITIES_REFRESH_MS: '10' })).toThrow('CAPABILITIES_REFRESH_MS must be an integer from 1000 to 86400000, got "10"');
  });
});
