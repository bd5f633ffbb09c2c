// The calendar of a date input (date-input.tsx): Chakra's date picker with only its trigger and
// its month view; picking a day hands it to the input as `YYYY-MM-DD`. Loaded on demand.
import { DatePicker, parseDate, Portal } from '@chakra-ui/react';
import { datePickerSlotRecipe } from 'chakra-theme/recipes/date-picker';
import { useMemo } from 'react';
import { CalendarButton } from './calendar-button';
import { isDay } from './days';

export default function DateCalendar({ label, locale, value, onPick }: { label: string; locale: string; value: string; onPick: (day: string) => void }) {
  const picked = useMemo(() => (isDay(value) ? [parseDate(value)] : []), [value]);
  return (
    <DatePicker.Root
      // Its recipe comes with it, not with every /app route (app-theme.ts).
      recipe={datePickerSlotRecipe}
      locale={locale}
      startOfWeek={1}
      value={picked}
      onValueChange={(details) => {
        const day = details.value[0];
        if (day) onPick(day.toString());
      }}
      positioning={{ placement: 'bottom-end' }}
      // Its three tables exist only while it is open (a list's toolbar has two of these).
      lazyMount
      unmountOnExit
    >
      <DatePicker.Control>
        <DatePicker.Trigger asChild>
          <CalendarButton label={label} />
        </DatePicker.Trigger>
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
  );
}
