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
import { formatTypedDay, parseTypedDay } from './days';

// The rule of a range's order, for the forms that import it with the input.
export { dateRangeError } from './days';

// The calendar (Ark's date picker and its date library) loads with the first date input shown.
const DateCalendar = lazy(() => import('./date-calendar'));

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
