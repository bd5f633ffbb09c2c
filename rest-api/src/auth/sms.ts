// SMS through one interface (product-rules §6): `log` (default) writes the outbox table and a log line;
// `http` posts `{phone, text}` as JSON to a configured SMS gateway and records the outcome in the outbox.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { markSms, queueSms, recordSentSms } from './repository';

export interface SmsSender {
  readonly transport: string;
  /** Records the message in the outbox and sends it. Never throws for a gateway failure: it is recorded. */
  send(db: Kysely<DB>, phone: string, text: string): Promise<void>;
}

export interface SmsLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

/** Masks the code-like digits of a message for the log: the outbox keeps the text, the log does not. */
function redact(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => '•'.repeat(digits.length));
}

export class LogSms implements SmsSender {
  readonly transport = 'log';
  constructor(private readonly log: SmsLogger) {}

  async send(db: Kysely<DB>, phone: string, text: string): Promise<void> {
    await recordSentSms(db, { phone, text, transport: this.transport });
    this.log.info({ sms: { phone, text: redact(text) } }, 'SMS (log transport)');
  }
}

export class HttpSms implements SmsSender {
  readonly transport = 'http';
  constructor(
    private readonly url: string,
    private readonly log: SmsLogger,
    private readonly timeoutMs = 5000,
  ) {}

  async send(db: Kysely<DB>, phone: string, text: string): Promise<void> {
    const id = await queueSms(db, { phone, text, transport: this.transport });
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      await markSms(db, id, { sent: true });
    } catch (error) {
      this.log.warn({ sms: { phone }, err: error }, 'SMS not sent');
      await markSms(db, id, { sent: false, error: (error as Error).message });
    }
  }
}
