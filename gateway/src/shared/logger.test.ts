import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './logger';

describe('logger', () => {
  it('writes no token or password: secret fields, access_token in URLs and Bearer values are redacted at any depth', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    logger.warn('upstream socket connect error GET /socket.io/?EIO=4&access_token=s3cr3t-token&transport=websocket', {
      url: 'http://127.0.0.1:3001/files/a/b.png?access_token=abc123&x=1',
      headers: { authorization: 'Bearer abcdef', cookie: 'access_token=zzz', 'x-gateway-secret': 'gw-secret-0123456789', accept: 'application/json' },
      variables: { phone: '+79990000001', password: 'demo1234', input: { newPassword: 'hunter22', name: 'Скрипт' } },
      message: 'refused: Bearer qwerty was revoked',
      tokenCount: 3,
      accessToken: 'tok',
      list: [{ token: 'in-a-list' }],
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry.msg).toBe(`upstream socket connect error GET /socket.io/?EIO=4&access_token=${REDACTED}&transport=websocket`);
    expect(entry.url).toBe(`http://127.0.0.1:3001/files/a/b.png?access_token=${REDACTED}&x=1`);
    expect(entry.headers).toEqual({ authorization: REDACTED, cookie: REDACTED, 'x-gateway-secret': REDACTED, accept: 'application/json' });
    expect(entry.variables).toEqual({ phone: '+79990000001', password: REDACTED, input: { newPassword: REDACTED, name: 'Скрипт' } });
    expect(entry.message).toBe(`refused: Bearer ${REDACTED} was revoked`);
    expect(entry.tokenCount).toBe(3);
    expect(entry.accessToken).toBe(REDACTED);
    expect(entry.list).toEqual([{ token: REDACTED }]);
    for (const secret of ['s3cr3t-token', 'abc123', 'abcdef', 'zzz', 'gw-secret-0123456789', 'demo1234', 'hunter22', 'qwerty', 'in-a-list']) {
      expect(lines[0]).not.toContain(secret);
    }
  });
});
