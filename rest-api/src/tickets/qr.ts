// The receipt QR fields of spec §3/§5: t (compact date-time), s (roubles with up to 2 decimals),
// fn, i, fp (fiscal numbers: digits only, not all zeros, leading zeros removed), n (1 income, 2 return).
// Every problem is reported with a Russian message for a 422.

export interface QrFields {
  /** The receipt's local date-time as written: 'YYYYMMDDTHHMM[SS]'. */
  t: string;
  /** Kopecks. */
  totalSum: number;
  fiscalDriveNumber: string;
  fiscalDocumentNumber: string;
  fiscalSign: string;
  operationType: number;
  /** The canonical `t=…&s=…&fn=…&i=…&fp=…&n=…` string. */
  qr: string;
}

export interface QrProblem {
  field: 't' | 's' | 'fn' | 'i' | 'fp' | 'n';
  message: string;
}

const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?$/;

/** 'YYYYMMDDTHHMM[SS]' → its parts, or null when it is not a real date-time. */
export function parseCompactDateTime(value: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } | null {
  const m = COMPACT_DATE.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/** The offset of a time zone from UTC at an instant, in minutes (Europe/Moscow → 180). */
export function timeZoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The receipt's compact local time in a time zone (the shop's), as an instant. */
export function compactToInstant(value: string, timeZone = 'Europe/Moscow'): Date | null {
  const p = parseCompactDateTime(value);
  if (!p) return null;
  const asUtc = new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
  let offset: number;
  try {
    offset = timeZoneOffsetMinutes(timeZone, asUtc);
  } catch {
    offset = timeZoneOffsetMinutes('Europe/Moscow', asUtc);
  }
  return new Date(asUtc.getTime() - offset * 60_000);
}

function fiscalNumber(value: unknown, field: 'fn' | 'i' | 'fp', label: string, problems: QrProblem[]): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    problems.push({ field, message: `Не указан ${label}` });
    return '';
  }
  if (!/^\d+$/.test(text)) {
    problems.push({ field, message: `${label[0]!.toUpperCase()}${label.slice(1)} должен состоять только из цифр` });
    return '';
  }
  const stripped = text.replace(/^0+/, '');
  if (stripped === '') {
    problems.push({ field, message: `${label[0]!.toUpperCase()}${label.slice(1)} не может состоять из одних нулей` });
    return '';
  }
  if (stripped.length > 20) {
    problems.push({ field, message: `${label[0]!.toUpperCase()}${label.slice(1)} слишком длинный` });
    return '';
  }
  return stripped;
}

/** Reads `{t, s, fn, i, fp, n}` (or a `qr` string holding them); answers the fields or the problems. */
export function parseQrFields(input: Record<string, unknown>): { fields: QrFields } | { problems: QrProblem[] } {
  let source: Record<string, unknown> = input;
  if (typeof input.qr === 'string' && input.t === undefined && input.s === undefined) {
    source = Object.fromEntries(new URLSearchParams(input.qr.trim()));
  }
  const problems: QrProblem[] = [];

  const t = typeof source.t === 'string' ? source.t.trim() : '';
  if (t === '') problems.push({ field: 't', message: 'Не указаны дата и время чека' });
  else if (!parseCompactDateTime(t)) problems.push({ field: 't', message: 'Дата и время чека должны быть в формате ГГГГММДДTЧЧММ[СС]' });

  const sText = typeof source.s === 'number' ? String(source.s) : typeof source.s === 'string' ? source.s.trim() : '';
  let totalSum = 0;
  if (sText === '') problems.push({ field: 's', message: 'Не указана сумма чека' });
  else {
    const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(sText);
    if (!m) problems.push({ field: 's', message: 'Сумма чека должна быть числом с не более чем двумя знаками после точки' });
    else totalSum = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  }

  const fiscalDriveNumber = fiscalNumber(source.fn, 'fn', 'номер фискального накопителя', problems);
  const fiscalDocumentNumber = fiscalNumber(source.i, 'i', 'номер фискального документа', problems);
  const fiscalSign = fiscalNumber(source.fp, 'fp', 'фискальный признак', problems);

  const nText = source.n === undefined || source.n === null || source.n === '' ? '1' : String(source.n).trim();
  let operationType = 1;
  if (!/^[1-4]$/.test(nText)) problems.push({ field: 'n', message: 'Вид операции должен быть 1 (приход), 2 (возврат прихода), 3 (расход) или 4 (возврат расхода)' });
  else operationType = Number(nText);

  if (problems.length > 0) return { problems };
  const sum = `${Math.floor(totalSum / 100)}.${String(totalSum % 100).padStart(2, '0')}`;
  return {
    fields: {
      t,
      totalSum,
      fiscalDriveNumber,
      fiscalDocumentNumber,
      fiscalSign,
      operationType,
      qr: `t=${t}&s=${sum}&fn=${fiscalDriveNumber}&i=${fiscalDocumentNumber}&fp=${fiscalSign}&n=${operationType}`,
    },
  };
}
