// The one date input of the back-office (issue 22): the day typed as 'дд.мм.гггг' whatever the
// browser's locale (the interface's language decides the placeholder and the calendar's names), read
// strictly (a day that does not exist, or a half-typed one, is not a day: no guessing of the missing
// year or month, no substitute day), and a calendar to pick it from. The value is the day as
// `YYYY-MM-DD`, or the text as typed while it is not a whole day (a form's check then says
// 'Введите дату в виде дд.мм.гггг.'), or ''. Nothing here ever moves another input's day: a range's
// order is checked by its owner (`dateRangeError`), which refuses it with a message instead.
import { Field, HStack, Input } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CalendarButton } from './calendar-button';
import { validationMessages } from '../form/messages';
import { useMessages } from '../i18n/define';
import { useI18n } from '../i18n/i18n';
import { localeOf } from '../i18n/language';

// The calendar (Ark's date picker and its date library) loads with the first date input shown.
const DateCalendar = lazy(() => import('./date-calendar'));

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/;
const DIGITS = /^\s*(\d{2})(\d{2})(\d{4})\s*$/;

/** Whether `value` is a day `YYYY-MM-DD` that exists. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The typed text 'дд.мм.гггг' (also 'д.м.гггг' or 'ддммгггг') → `YYYY-MM-DD`, or null when it is not a whole, real day. */
export function parseTypedDay(text: string): string | null {
  const match = TYPED.exec(text) ?? DIGITS.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isDay(day) ? day : null;
}

/** `YYYY-MM-DD` → 'дд.мм.гггг'; any other text as it is. */
export function formatTypedDay(value: string): string {
  const match = DAY.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/**
 * The message of a range whose start is after its end (both whole days), or null. Equal days are a
 * range of one day. The one home of the rule for every date range of the web (periods, list filters,
 * reports, the journal).
 */
export function dateRangeError(start: string, end: string, message: string): string | null {
  return isDay(start) && isDay(end) && start > end ? message : null;
}

export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
  width = '48',
}: {
  label: string;
  /** `YYYY-MM-DD`, a text being typed, or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the input. */
  error?: string | null;
  required?: boolean;
  readOnly?: boolean;
  width?: string;
}) {
  const t = useMessages(validationMessages);
  const { language } = useI18n();
  const [text, setText] = useState(() => formatTypedDay(value));
  // A value set from outside (a form reset, a day picked in the calendar, a cleared filter) replaces
  // the text; the value this input reported itself for the text leaves the text as typed.
  useEffect(() => {
    setText((current) => {
      const own = current.trim() === '' ? '' : (parseTypedDay(current) ?? current);
      return own === value ? current : formatTypedDay(value);
    });
  }, [value]);
  const report = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? '' : (parseTypedDay(next) ?? next));
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required} w={width} flex="none">
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <HStack gap="1" w="full">
        <Input
          bg="bg"
          // 'дд.мм.гггг' whole, whatever the font.
          minW="8.5rem"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.datePlaceholder}
          value={text}
          readOnly={readOnly}
          onChange={(event) => report(event.target.value)}
          onBlur={() => {
            // A whole day is shown the one way ('1.2.2027' → '01.02.2027') once the field is left.
            const day = parseTypedDay(text);
            if (day) setText(formatTypedDay(day));
            onBlur?.();
          }}
        />
        {!readOnly && (
          <Suspense fallback={<CalendarButton label={t.calendar(label)} disabled />}>
            <DateCalendar label={t.calendar(label)} locale={localeOf(language)} value={value} onPick={(day) => report(formatTypedDay(day))} />
          </Suspense>
        )}
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
