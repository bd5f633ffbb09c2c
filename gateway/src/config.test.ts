import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
