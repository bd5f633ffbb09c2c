// Structured JSON logs, one line per event, with the request id where there is one.
//
// No secret reaches a log line (issue 23, F9): every line passes `redact`, the one home of the rule.
// A field named like a secret (token, password, secret, authorization, cookie) is replaced whatever
// it holds (numbers and booleans stay: `tokenCount`), and in every string `access_token=…` (and the
// other secret query parameters) and `Bearer …` lose their value, at any depth.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export const REDACTED = '[redacted]';
const SECRET_KEY = /token|passw|secret|authorization|cookie|credential/i;
const SECRET_PARAM = /((?:access_token|token|password|secret|api_key|apikey)=)[^&\s"'#]+/gi;
const BEARER = /\b(Bearer|Basic)\s+[^\s"',;]+/gi;

/** `value` with every secret replaced (see the top of this file). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(SECRET_PARAM, `$1${REDACTED}`).replace(BEARER, `$1 ${REDACTED}`);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[…]';
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) return redact({ name: value.name, message: value.message, stack: value.stack }, depth);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && typeof inner !== 'number' && typeof inner !== 'boolean' && inner != null ? REDACTED : redact(inner, depth + 1);
  }
  return out;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = ORDER[level];
  const log = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    const safe = redact(fields ?? {}) as Record<string, unknown>;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, service: 'gateway', msg: redact(msg), ...safe })}\n`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
