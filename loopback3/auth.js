'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// Sign-in of the application (index.js): the phone login over rest-api's password hashes, answering
// LoopBack's AccessToken `{id, ttl, created, userId}` (no user, no role), and the logout.

const crypto = require('node:crypto');
const { httpError } = require('./shared');

/** Verifies a password against rest-api's `scrypt$N$r$p$salt$hash` (rest-api/src/auth/password.ts). */
function verifyPassword(password, stored) {
  const [scheme, n, r, p, salt, hash] = String(stored || '').split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return Promise.resolve(false);
  const N = Number(n);
  const expected = Buffer.from(hash, 'base64');
  if (!expected.length) return Promise.resolve(false);
  const options = { N, r: Number(r), p: Number(p), maxmem: 128 * N * Number(r) + 32 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    crypto.scrypt(String(password).normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, options, (error, key) =>
      error ? reject(error) : resolve(crypto.timingSafeEqual(key, expected)),
    );
  });
}

// Stock LoopBack's answer to a wrong password (loopback-contract §5.2).
const loginFailed = () => httpError(401, 'login failed', 'LOGIN_FAILED');

/** `POST /users/login` and `POST /users/logout` of `Person`, with the tokens of `LbToken`. */
function authRoutes(Person, LbToken) {
  // POST /users/login {phone, password[, ttl]} → LoopBack's AccessToken, without the user.
  Person.login = async function login(credentials) {
    const phone = String((credentials && credentials.phone) || '').trim();
    const password = credentials && credentials.password;
    if (!phone || typeof password !== 'string') throw loginFailed();
    const user = await Person.findOne({ where: { phone } });
    if (!user || !(await verifyPassword(password, user.passwordHash))) throw loginFailed();
    const ttl = Math.min(Number(credentials.ttl) > 0 ? Number(credentials.ttl) : 1209600, 31556926);
    return LbToken.create({ userId: user.id, ttl });
  };
  Person.remoteMethod('login', {
    accepts: { arg: 'credentials', type: 'object', required: true, http: { source: 'body' } },
    returns: { arg: 'accessToken', type: 'object', root: true },
    http: { verb: 'post', path: '/login' },
  });
  // POST /users/logout: the current token is deleted (204).
  Person.logout = async function logout(options) {
    const token = options && options.accessToken;
    if (!token) throw httpError(401, 'accessToken is required to logout');
    await LbToken.deleteById(token.id);
  };
  Person.remoteMethod('logout', {
    accepts: { arg: 'options', type: 'object', http: 'optionsFromRequest' },
    http: { verb: 'post', path: '/logout' },
  });
}

module.exports = { authRoutes };
