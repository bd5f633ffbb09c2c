import { beforeAll, describe, expect, it } from 'vitest';
import { normalizePhone, loginTtl } from './routes';
import { hashPassword, SCRYPT_N, setPasswordCostForTests, verifyPassword } from './password';
import { generateToken, hashToken, tokenFromRequest } from './tokens';

describe('access tokens', () => {
  it('are 64 characters of [A-Za-z0-9], all different', () => {
    const tokens = Array.from({ length: 200 }, () => generateToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(new Set(tokens).size).toBe(200);
  });

  it('are stored as their sha256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('the token of a request', () => {
  const headers = {};

  it('is read from access_token in params, body, query, then X-Access-Token, then Authorization', () => {
    expect(tokenFromRequest({ params: { access_token: 'p' }, body: { access_token: 'b' }, query: { access_token: 'q' }, headers })).toBe('p');
    expect(tokenFromRequest({ body: { access_token: 'b' }, query: { access_token: 'q' }, headers })).toBe('b');
    expect(tokenFromRequest({ query: { access_token: 'q' }, headers: { 'x-access-token': 'x' } })).toBe('q');
    expect(tokenFromRequest({ headers: { 'x-access-token': 'x', authorization: 'a' } })).toBe('x');
    expect(tokenFromRequest({ headers: { authorization: 'a' } })).toBe('a');
  });

  it('skips empty values and non-strings', () => {
    expect(tokenFromRequest({ query: { access_token: ['a', 'b'] }, headers: { 'x-access-token': '', authorization: 'a' } })).toBe('a');
    expect(tokenFromRequest({ headers: {} })).toBeNull();
  });

  it('base64-decodes a Bearer token and takes the longer part of Basic credentials', () => {
    expect(tokenFromRequest({ headers: { authorization: `Bearer ${Buffer.from('tok').toString('base64')}` } })).toBe('tok');
    expect(tokenFromRequest({ headers: { authorization: 'Bearer tok' } })).not.toBe('tok');
    expect(tokenFromRequest({ headers: { authorization: `Basic ${Buffer.from('token:a2b2c3d4').toString('base64')}` } })).toBe('a2b2c3d4');
    expect(tokenFromRequest({ headers: { authorization: `Basic ${Buffer.from('a2b2c3:').toString('base64')}` } })).toBe('a2b2c3');
  });
});

describe('passwords', () => {
  // A test of hashing itself: the production cost (test/setup.ts lowers it for the other files).
  beforeAll(() => setPasswordCostForTests(SCRYPT_N));

  it('are salted scrypt hashes that verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain')).toBe(false);
  });
});

describe('login input', () => {
  it('normalises Russian phone spellings to +7 and ten digits', () => {
    expect(normalizePhone('+79990000001')).toBe('+79990000001');
    expect(normalizePhone('8 (999) 000-00-01')).toBe('+79990000001');
    expect(normalizePhone('79990000001')).toBe('+79990000001');
    expect(normalizePhone('9990000001')).toBe('+79990000001');
    expect(normalizePhone(' +1 555 0100 ')).toBe('+1 555 0100');
  });

  it('caps the ttl at a year and defaults it to two weeks', () => {
    expect(loginTtl(undefined)).toBe(1209600);
    expect(loginTtl(0)).toBe(1209600);
    expect(loginTtl(60)).toBe(60);
    expect(loginTtl('3600')).toBe(3600);
    expect(loginTtl(40000000)).toBe(31556926);
    expect(() => loginTtl(-1)).toThrow('The ttl parameter -1 is not valid');
    expect(() => loginTtl(1.5)).toThrow('The ttl parameter 1.5 is not valid');
    expect(() => loginTtl('soon')).toThrow('The ttl parameter "soon" is not valid');
  });
});
