// Structured JSON logs, one line per event, with the request id where there is one.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = ORDER[level];
  const log = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, service: 'gateway', msg, ...fields })}\n`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
