import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: null,
      seedDemo: true,
      logLevel: 'info',
    });
    expect(DEFAULT_DATA_DIR).toMatch(/rest-api\/\.data\/pglite$/);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: 'memory',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/loyalty',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'WARN',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: 'memory',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/loyalty',
      seedDemo: false,
      logLevel: 'warn',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3001, databaseUrl: null });
  });

  it('refuses wrong values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'http' })).toThrow('PORT must be an integer from 0 to 65535, got "http"');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be an integer from 0 to 65535, got "70000"');
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO must be true or false (also 1/0, yes/no, on/off), got "maybe"');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL, got protocol "mysql:"');
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL must be a postgres:// URL, got "not a url"');
  });
});
