import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, DEFAULT_FILES_DIR, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    // Written out, not read from config.ts: a changed default (the host above all) must fail here.
    expect(loadConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: null,
      seedDemo: true,
      logLevel: 'info',
      redisUrl: null,
      fiscalProvider: 'simulator',
      fiscalHttpUrl: null,
      fiscalNotReadyRate: 0.1,
      fiscalNotFoundRate: 0.02,
      processorWorkers: 2,
      filesDir: DEFAULT_FILES_DIR,
      smsTransport: 'log',
      smsHttpUrl: null,
      otlpEndpoint: null,
      auditRetentionDays: 365,
      trustProxy: [],
      gatewaySecret: null,
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
        REDIS_URL: 'redis://127.0.0.1:6379',
        FISCAL_PROVIDER: 'http',
        FISCAL_HTTP_URL: 'http://127.0.0.1:9000/receipt',
        FISCAL_NOT_READY_RATE: '0',
        FISCAL_NOT_FOUND_RATE: '0.5',
        PROCESSOR_WORKERS: '4',
        FILES_DIR: 'memory',
        SMS_TRANSPORT: 'http',
        SMS_HTTP_URL: 'http://127.0.0.1:9100/sms',
        AUDIT_RETENTION_DAYS: '90',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1',
        GATEWAY_SECRET: 'a-secret-of-the-gateway',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: 'memory',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/loyalty',
      seedDemo: false,
      logLevel: 'warn',
      redisUrl: 'redis://127.0.0.1:6379',
      fiscalProvider: 'http',
      fiscalHttpUrl: 'http://127.0.0.1:9000/receipt',
      fiscalNotReadyRate: 0,
      fiscalNotFoundRate: 0.5,
      processorWorkers: 4,
      filesDir: 'memory',
      smsTransport: 'http',
      smsHttpUrl: 'http://127.0.0.1:9100/sms',
      otlpEndpoint: 'http://127.0.0.1:4318',
      auditRetentionDays: 90,
      trustProxy: ['10.0.0.0/8', '127.0.0.1', '::1'],
      gatewaySecret: 'a-secret-of-the-gateway',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3001, databaseUrl: null });
  });

  it('refuses wrong values with a message naming the variable', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY must be false or comma-separated IP addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1): "true" is not an IP address or CIDR',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('"10.0.0.0/33" is not an IP address or CIDR');
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow('GATEWAY_SECRET must be at least 16 characters long');
    expect(() => loadConfig({ SMS_TRANSPORT: 'pigeon' })).toThrow('SMS_TRANSPORT must be log or http, got "pigeon"');
    expect(() => loadConfig({ SMS_TRANSPORT: 'http' })).toThrow('SMS_HTTP_URL is required when SMS_TRANSPORT is http');
    expect(() => loadConfig({ PORT: 'http' })).toThrow('PORT must be an integer from 0 to 65535, got "http"');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be an integer from 0 to 65535, got "70000"');
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO must be true or false (also 1/0, yes/no, on/off), got "maybe"');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL, got protocol "mysql:"');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow('REDIS_URL must be a redis:// or rediss:// URL, got protocol "http:"');
    expect(() => loadConfig({ FISCAL_PROVIDER: 'ofd' })).toThrow('FISCAL_PROVIDER must be simulator or http, got "ofd"');
    expect(() => loadConfig({ FISCAL_PROVIDER: 'http' })).toThrow('FISCAL_HTTP_URL is required when FISCAL_PROVIDER is http');
    expect(() => loadConfig({ FISCAL_NOT_FOUND_RATE: '2' })).toThrow('FISCAL_NOT_FOUND_RATE must be a number from 0 to 1, got "2"');
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow('AUDIT_RETENTION_DAYS must be a number of days from 1 to 36500, got "0"');
    expect(() => loadConfig({ PROCESSOR_WORKERS: '0' })).toThrow('PROCESSOR_WORKERS must be an integer from 1 to 64, got "0"');
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL must be a postgres:// URL, got "not a url"');
  });
});
