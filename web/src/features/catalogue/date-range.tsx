// The period's dates as one range picker in Russian (Chakra's DatePicker, `ru-RU`: 'дд.мм.гггг',
// weeks from Monday, Russian month and day names): two inputs that accept typing, and a calendar.
// The form keeps the days as `YYYY-MM-DD` strings in its two fields.
import { DatePicker, Field, parseDate, Portal } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useMessages } from '../../shared/i18n/define';
import { catalogueMessages } from './messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" fill="currentColor" aria-hidden="true">
      <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
    </svg>
  );
}

export function DateRangeField<T extends FieldValues, O>({
  form,
  start,
  end,
  label,
  readOnly,
}: {
  form: UseFormReturn<T, unknown, O>;
  start: Path<T>;
  end: Path<T>;
  label: string;
  readOnly?: boolean;
}) {
  const t = useMessages(catalogueMessages);
  const startValue = form.watch(start) as unknown as string;
  const endValue = form.watch(end) as unknown as string;
  // The same value object until a day changes: Ark's picker rewrites the inputs' text whenever it
  // gets a new value, which would wipe a day being typed when the form re-renders (e.g. validating
  // the other day after a failed submit).
  const value = useMemo(() => [startValue, endValue].filter((day) => DAY.test(day)).map((day) => parseDate(day)), [startValue, endValue]);
  const errors = [...new Set([form.getFieldState(start, form.formState).error?.message, form.getFieldState(end, form.formState).error?.message].filter(Boolean))];
  const set = (name: Path<T>, day: string) =>
    form.setValue(name, day as never, { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
  return (
    <Field.Root invalid={errors.length > 0} required>
      <DatePicker.Root
        selectionMode="range"
        locale="ru-RU"
        startOfWeek={1}
        value={value}
        readOnly={readOnly}
        onValueChange={(details) => {
          const [first, second] = details.value;
          set(start, first ? first.toString() : '');
          set(end, second ? second.toString() : '');
        }}
        maxW="md"
      >
        <DatePicker.Label>
          {label}
          <Field.RequiredIndicator />
        </DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input index={0} aria-label={t.periods.startDate} placeholder="дд.мм.гггг" />
          <DatePicker.Input index={1} aria-label={t.periods.endDate} placeholder="дд.мм.гггг" />
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger aria-label={t.periods.calendar}>
              <CalendarIcon />
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {errors.map((message) => (
        <Field.ErrorText key={message}>{message}</Field.ErrorText>
      ))}
    </Field.Root>
  );
}
