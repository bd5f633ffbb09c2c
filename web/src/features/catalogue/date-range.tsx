// The period's dates: two day inputs ('Начало', 'Окончание', 'дд.мм.гггг' whatever the browser's
// locale, each with its calendar). Each input only ever sets its own day: the two are never
// reordered (issue 22: the range picker used to swap them while they were typed, and a start typed
// after the end was saved as the end). A start after the end is refused at the field, live and by the
// form's check, and nothing is saved. The form keeps the days as `YYYY-MM-DD` strings in its fields.
import { Fieldset, HStack } from '@chakra-ui/react';
import type { FieldValues, Path, UseFormReturn } from '../../shared/form/use-form';
import { validationMessages } from '../../shared/form/messages';
import { useMessages } from '../../shared/i18n/define';
import { DateInput, dateRangeError } from '../../shared/ui/date-input';
import { catalogueMessages } from './messages';

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
  const v = useMessages(validationMessages);
  const startValue = form.watch(start) as unknown as string;
  const endValue = form.watch(end) as unknown as string;
  const startError = form.getFieldState(start, form.formState).error?.message;
  const endError = form.getFieldState(end, form.formState).error?.message;
  const order = dateRangeError(startValue, endValue, v.startAfterEnd);
  /** A day's input: a change validates the other day too once the form was submitted. */
  const dayInput = (name: Path<T>, other: Path<T>, label: string, value: string, error: string | null | undefined) => (
    <DateInput
      label={label}
      value={value}
      onChange={(day) => {
        form.setValue(name, day as never, { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
        if (form.formState.isSubmitted) void form.trigger(other);
      }}
      error={error}
      required
      readOnly={readOnly}
    />
  );
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <HStack gap="4" align="start" wrap="wrap">
        {dayInput(start, end, t.periods.startDate, startValue, order ?? startError)}
        {dayInput(end, start, t.periods.endDate, endValue, endError === order ? null : endError)}
      </HStack>
    </Fieldset.Root>
  );
}
