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
  const set = (name: Path<T>, day: string) => form.setValue(name, day as never, { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <HStack gap="4" align="start" wrap="wrap">
        <DateInput
          label={t.periods.startDate}
          value={startValue}
          onChange={(day) => {
            set(start, day);
            if (form.formState.isSubmitted) void form.trigger(end);
          }}
          error={order ?? startError}
          required
          readOnly={readOnly}
        />
        <DateInput
          label={t.periods.endDate}
          value={endValue}
          onChange={(day) => {
            set(end, day);
            if (form.formState.isSubmitted) void form.trigger(start);
          }}
          error={endError === order ? null : endError}
          required
          readOnly={readOnly}
        />
      </HStack>
    </Fieldset.Root>
  );
}
